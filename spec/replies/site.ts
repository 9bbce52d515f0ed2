import { carrying, conv, doc, list, obj, of, resource } from './build.js';
import type { ReplyNode } from './types.js';

/**
 * The replies the document describes whole (the index and its route descriptors, lines 17-31) and the
 * ones only the conventions describe (a namespace's index, the error shape, the batch reply).
 */

const HREF = list(obj({ href: of('string', doc(31), { format: 'uri' }) }, { source: doc(31) }), doc(31));

/** Route descriptor (line 31): in the index, in a namespace's index. */
export const DESCRIPTOR: ReplyNode = resource(
  'descriptor',
  'a route descriptor',
  carrying(
    obj(
      {
        namespace: of('string', doc(31)),
        methods: list(of('string', doc(31), { format: 'http-method' }), doc(31)),
        endpoints: list(
          carrying(
            obj(
              {
                methods: list(of('string', doc(31), { format: 'http-method' }), doc(31)),
                // An object mapping argument names to their descriptions, or an empty array.
                args: of('object|array', doc(31), { values: of('object', doc(31)) }),
                allow_batch: obj({ v1: of('boolean', doc(31)) }, { source: doc(31) }),
              },
              { source: doc(31) },
            ),
            ['methods', 'args'],
            doc(31),
          ),
          doc(31),
        ),
        _links: obj({ self: HREF }, { source: doc(31) }),
      },
      { source: doc(31) },
    ),
    ['namespace', 'methods', 'endpoints'],
    doc(31),
  ),
);

/** GET / (lines 17-29): every member of the table, always there. */
export const INDEX: ReplyNode = resource(
  'index',
  'the index',
  carrying(
    obj(
      {
        name: of('string', doc(21)),
        description: of('string', doc(22)),
        url: of('string', doc(23)),
        home: of('string', doc(24)),
        gmt_offset: of('string', doc(25)),
        timezone_string: of('string', doc(26)),
        namespaces: list(of('string', doc(27)), doc(27)),
        authentication: of('array', doc(28, 348)),
        routes: of('object', doc(29), { values: DESCRIPTOR }),
      },
      { source: doc(17, 8) },
    ),
    ['name', 'description', 'url', 'home', 'gmt_offset', 'timezone_string', 'namespaces', 'authentication', 'routes'],
    doc(19),
  ),
);

/** GET /{namespace}: the namespace's own index (a convention), its descriptors those of line 31. */
export const NAMESPACE_INDEX: ReplyNode = resource(
  'namespace-index',
  "a namespace's index",
  carrying(
    obj(
      {
        namespace: of('string', conv('index.namespace-index')),
        routes: of('object', conv('index.namespace-index'), { values: DESCRIPTOR }),
        _links: of('object', conv('index.namespace-index')),
      },
      { source: conv('index.namespace-index') },
    ),
    ['namespace', 'routes'],
    conv('index.namespace-index'),
  ),
);

/** Every non-2xx JSON answer (conventions, "Errors"): {code, message, data: {status}}, status the HTTP status. */
export const ERROR: ReplyNode = resource(
  'error',
  'an error answer',
  carrying(
    obj(
      {
        code: of('string', conv('errors.shape')),
        message: of('string', conv('errors.shape')),
        // An error raised without data writes null there (the core notes §3).
        data: carrying(
          obj(
            { status: of('integer', conv('errors.shape')) },
            { source: conv('errors.shape'), nullable: conv('errors.data-null') },
          ),
          ['status'],
          conv('errors.shape'),
        ),
      },
      { source: conv('errors.shape'), statusMatches: conv('errors.shape') },
    ),
    ['code', 'message', 'data'],
    conv('errors.shape'),
  ),
);

/**
 * POST /batch/v1 and the storefront's batch routes (a convention): `{responses: [{body, status,
 * headers}]}`, `failed: "validation"` when require-all-validate refused the lot. Each entry's body is
 * examined as the answer of its own request (`src/replies/`).
 */
export const BATCH: ReplyNode = resource(
  'batch-reply',
  'a batch reply',
  carrying(
    obj(
      {
        failed: of('string', conv('batch.require-all-validate'), { enum: ['validation'] }),
        responses: list(
          carrying(
            obj(
              {
                body: of('any', conv('batch.reply')),
                status: of('integer', conv('batch.reply')),
                headers: of('object|array', conv('batch.reply')),
              },
              { source: conv('batch.reply'), nullable: conv('batch.require-all-validate') },
            ),
            ['body', 'status', 'headers'],
            conv('batch.reply'),
          ),
          conv('batch.reply'),
        ),
      },
      { source: conv('batch.reply') },
    ),
    ['responses'],
    conv('batch.reply'),
  ),
);

/** The oEmbed answer on format json (the core notes §5). */
export const OEMBED: ReplyNode = resource(
  'oembed',
  'an oEmbed answer',
  carrying(
    obj(
      {
        version: of('string', conv('oembed.shape')),
        provider_name: of('string', conv('oembed.shape')),
        provider_url: of('string', conv('oembed.shape')),
        title: of('string', conv('oembed.shape')),
        type: of('string', conv('oembed.shape')),
        width: of('integer', conv('oembed.shape')),
        height: of('integer', conv('oembed.shape')),
        html: of('string', conv('oembed.shape')),
      },
      { source: conv('oembed.shape') },
    ),
    ['version', 'type', 'width', 'height', 'html'],
    conv('oembed.shape'),
  ),
);
