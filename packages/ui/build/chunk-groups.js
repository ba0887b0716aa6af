const fs = require('node:fs');
const path = require('node:path');

/**
 * Writes what the JS budget test (frontends/budget) needs to know of a build, to `file`, outside
 * the served folder:
 * - `groups`: the files each chunk group needs: the entry (`main`), every named lazy import such as
 *   `bootstrap` or `page-auth`, and `shared:<key>` for what loading a shared singleton costs (the
 *   federation's mf-stats.json leaves out the chunks a singleton's own chunk depends on);
 * - `singletons`: which files hold code of each shared package (`roots`: package -> its folder), so
 *   a second copy of React bundled into a page shows up as a file that is no shared group's.
 */
class ChunkGroupsPlugin {
  constructor(file, roots) {
    this.file = file;
    this.roots = roots;
  }

  apply(compiler) {
    compiler.hooks.done.tap('ChunkGroupsPlugin', ({ compilation }) => {
      const groups = {};
      for (const group of compilation.chunkGroups) {
        const name = group.name ?? sharedGroupName(group);
        if (!name) continue;
        const files = [...group.chunks].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
        groups[name] = [...new Set([...(groups[name] ?? []), ...files])].sort();
      }
      const singletons = Object.fromEntries(Object.keys(this.roots).map((name) => [name, new Set()]));
      for (const module of compilation.modules) {
        // A concatenated module (production scope hoisting) holds the real ones, each with its file.
        const resources = (module.modules ? [...module.modules] : [module]).map((m) => m.resource).filter(Boolean);
        for (const resource of resources) {
          for (const [name, root] of Object.entries(this.roots)) {
            if (!resource.startsWith(root + path.sep)) continue;
            for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module)) {
              for (const file of chunk.files) if (file.endsWith('.js')) singletons[name].add(file);
            }
          }
        }
      }
      const files = Object.fromEntries(Object.entries(singletons).map(([name, set]) => [name, [...set].sort()]));
      fs.writeFileSync(this.file, `${JSON.stringify({ groups, singletons: files }, null, 2)}\n`);
    });
  }
}

/**
 * `shared:react` for the chunks a shared `react` loads, whether as this build's provided copy or as
 * a consumer's fallback (the runtime loads one of the two); nothing for other groups.
 */
function sharedGroupName(group) {
  for (const { module } of group.origins) {
    const kind = module?.constructor.name;
    if (kind === 'ConsumeSharedModule') return `shared:${module.options.shareKey}`;
    if (kind === 'ProvideSharedModule') return `shared:${module._name}`;
  }
  return undefined;
}

module.exports = { ChunkGroupsPlugin };
