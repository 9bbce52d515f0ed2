export * from './types.js';
export * from './enums.js';
export {
  buildCatalog,
  NAMESPACES,
  PRIMARY_ONLY_NAMESPACES,
  LISTED_ONLY_NAMESPACES,
  LOCALIZED_PREFIX,
} from './catalog.js';
export { STOREFRONT_NAMESPACES } from './routes/storefront.js';
export { ACCOUNT_KEY_FIELDS } from './schemas/gateway.js';
export {
  NEUTRAL_WORDS,
  CONTEXTS,
  parseVocabulary,
  describeVocabulary,
  renamesAnything,
  siteWordIn,
  VocabularyError,
  NEUTRAL,
  type Vocabulary,
  type SiteWord,
  type Context,
} from './vocabulary.js';
export { translator, type Translator, type Direction } from './translator.js';
