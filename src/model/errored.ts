/**
 * Why a case errored rather than passed or failed: the target's answer could not be judged, or the
 * request not made. Every code the engine gives a case (`CaseResult.error.code`) is declared here, with
 * what it means, as undici declares its errors in one module: reports and tools can rely on the list,
 * and a new code is added here or does not compile.
 */
export const ERRORED_CODES = {
  // The connection (src/http/client.ts, TransportError).
  'connection-refused': 'the target refused the connection',
  dns: "the target's host name did not resolve",
  timeout: 'no complete answer within the timeout',
  reset: 'the connection was reset or closed before the answer was complete',
  protocol: 'the answer was no valid HTTP',
  proxy: 'the proxy refused to carry the request or to open a tunnel',
  other: 'the request failed in another way (the message says how)',
  // The answer.
  'too-large': 'the answer (body, or status line and headers) exceeded its limit and was not judged',
  'too-deep': 'the JSON body nests deeper than 1000 levels and was not judged',
  'not-json': 'a JSON check met a body that is no JSON, is cut, or is encoded though no encoding was asked for',
  // The request the case would make.
  request: 'the request could not be built or sent',
  'request-too-large': 'a value the target gave made the request too deep or too long to send',
  'missing-capture': 'the case reads a capture no earlier case made',
  'missing-credentials': 'the case needs credentials the run was not given',
  // The tool.
  'check-crashed': 'a check threw: a bug of the check, said with its name',
} as const;

export type ErroredCode = keyof typeof ERRORED_CODES;
