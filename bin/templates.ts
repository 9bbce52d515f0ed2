/**
 * What `init` writes: a config file every option of which is explained where it stands, and a suite
 * of a shop's own checks to start from. Both pass `validate` and `run` against the embedded reference
 * server as written (test/e2e/init.test.ts); suites/README.md walks through writing more.
 */
export const CONFIG_TEMPLATE = (
  suite: string,
): string => `# shop-conformance configuration: \`npx --no shop-conformance run --config shop-conformance.yaml\`.
# Every key is a command-line option without its dashes; an option given on the command line wins.
# Paths are read from the folder the command runs in: run it from this file's folder.

# The shop under test. Left out, the run checks the embedded reference server (a good first try).
# base-url: https://shop.example.com
# api-root: /rest-api

# Credentials: better in the environment (SHOP_CONFORMANCE_AUTH, SHOP_CONFORMANCE_CUSTOMER_AUTH) than here.
# Cases that need them are skipped, with the reason, when they are not given.

# Which suites: built-in ids (\`npx --no shop-conformance list\` shows them), suite files or folders.
# Left out, every built-in suite runs; given, only what it names: list built-in ids beside your file
# to run both.
suite:
  - ${suite}
#  - index-shape
#  - cart

# Parts of the interface this shop does not offer (a plugin not installed): left out, and said so in every report.
# exclude-suite: [gateway]
# exclude-tag: [insights]

# Writes. Against base-url the run is read-only: the cases that write (products, orders, accounts, some
# of which stay; the first lines of a run list them) are not run. Allow them on a test shop only.
# allow-writes: true

# Reports: console to stdout, the others to files (json for --rerun-failed, junit for CI, html for people).
reporter:
  - console
#  - json=reports/conformance.json
#  - junit=reports/conformance.xml
#  - html=reports/conformance.html

# Should-level deviations (conventions, not the document) fail the run too.
# strict: true

# Network: requests at once, per-request timeout (ms), retries after 429/503, a rate limit, a proxy.
# concurrency: 8
# timeout: 10000
# retries: 2
# rate-limit: 5/s
# proxy: http://proxy.example.com:3128
`;

export const STARTER_SUITE = `# A suite of this shop's own checks. Run it: npx --no shop-conformance run --suite conformance/my-shop.yaml
# Each case sends one request and checks the answer; a case can capture a value for the cases after
# it ({{name}}). Paths are below the API root, in the interface's neutral words. suites/README.md in
# the shop-conformance package walks through every key; \`npx --no shop-conformance validate\` checks a file.
id: my-shop
title: Checks of my shop
defaults:
  level: must          # must: only what the interface document states, naming the statement (doc:); anything else is should, naming its source
  tags: [my-shop]
cases:
  - id: index-answers
    title: the API root answers its index, listing the namespaces it serves
    request: { path: / }
    expect:
      - status: 200                                    # the document: a discovery index at GET /rest-api/
      - { json: { pointer: /namespaces, type: array }, doc: index.describes-site }   # the document: index member namespaces, array of string
      - { header: { name: content-type, matches: "^application/json" }, level: should, source: errors.json-content-type }

  - id: find-product
    title: the storefront lists its products
    request: { path: /shop/store/products, query: { per_page: 1 } }
    expect:
      - status: 200
    capture:
      productId: { pointer: /0/id }   # a shop with no product captures nothing: the next case is skipped, saying so

  - id: product-reads-back
    title: the product listed reads back with the same id
    request: { path: "/shop/store/products/{{productId}}" }
    expect:
      - status: 200
      - { json: { pointer: /id, equals: "{{productId}}" }, doc: route.get.shop.store.products.id }   # the document's row: GET /shop/store/products/{id}

  - id: unknown-product-refused
    title: a product that does not exist is a 404 in the error shape
    level: should                     # the status and body of an unknown id are conventions, not the document
    source: errors.unknown-id
    request: { path: /shop/store/products/999999999 }
    expect:
      - status: 404
      - { error: { status: 404 }, source: errors.shape }
`;
