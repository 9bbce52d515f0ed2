export const GERMAN: Record<string, string> = {};
