export * from './types.js';
export * from './enums.js';
export { buildCatalog, NAMESPACES, PRIMARY_ONLY_NAMESPACES, LISTED_ONLY_NAMESPACES, LOCALIZED_PREFIX } from './catalog.js';
export { STOREFRONT_NAMESPACES } from './routes/storefront.js';
export { ACCOUNT_KEY_FIELDS } from './schemas/gateway.js';
export { NEUTRAL_WORDS, parseVocabulary, translator, VocabularyError, NEUTRAL, type Vocabulary, type Translator } from './vocabulary.js';
