// A minimal .ts loader through SWC, for the plain-Node scripts (bench/copy-engine.js and
// test/panel/dump-samples.js) that load the TypeScript corpus fixtures, which live in test/,
// outside the build. Requiring this file registers the loader; it exports nothing.
'use strict';
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
