import type { Plugin } from 'vite';

/**
 * Read off the module graph once it is complete (buildEnd), before the chunks are made, for the
 * chunk groups' tests: what the guest page's entry imports statically (`page`: it stays in the
 * entry's chunk, the one script that runs before the paint), what the guest's app imports
 * statically, directly or not (`guest`), and everything it may ever load, its dynamic imports' too
 * (`guestAll`).
 */
export function moduleGraphs(guestApp: string, guestPage: string) {
  const page = new Set<string>();
  const guest = new Set<string>();
  const guestAll = new Set<string>();
  const plugin: Plugin = {
    name: 'partyreel:module-graphs',
    apply: 'build',
    buildEnd() {
      const walk = (into: Set<string>, start: string, dynamic: boolean) => {
        into.clear();
        const todo = [start];
        for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
          if (into.has(id)) continue;
          into.add(id);
          const info = this.getModuleInfo(id);
          todo.push(...(info?.importedIds ?? []));
          if (dynamic) todo.push(...(info?.dynamicallyImportedIds ?? []));
        }
      };
      walk(page, guestPage, false);
      walk(guest, guestApp, false);
      walk(guestAll, guestApp, true);
    },
  };
  return { page, guest, guestAll, plugin };
}
