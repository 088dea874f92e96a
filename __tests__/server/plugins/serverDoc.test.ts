import fs from 'node:fs';
import path from 'node:path';

const SERVER_DOC = fs.readFileSync(path.join(__dirname, '../../../docs/server.md'), 'utf8');
const PLUGIN_FILES = [
  ...fs.readdirSync(path.join(__dirname, '../../../src/server/plugins')).filter((file) => file.endsWith('.ts')).map((file) => `plugins/${file}`),
  'pages/plugin.ts',
];

/** Each app plugin's `fastify-plugin` name and dependencies, as Fastify checks them. */
function pluginMeta(): Map<string, string[]> {
  const meta = new Map<string, string[]>();
  for (const file of PLUGIN_FILES) {
    const plugin = (jest.requireActual(path.join(__dirname, '../../../src/server', file)) as { default?: Record<symbol, unknown> }).default;
    const declared = plugin?.[Symbol.for('plugin-meta')] as { name: string; dependencies?: string[] } | undefined;
    if (declared) meta.set(declared.name, declared.dependencies ?? []);
  }
  return meta;
}

/** docs/server.md's plugin graph: each plugin drawn, the one it hangs from, and the others its note says it uses. */
function drawnGraph(): Map<string, { parent: string | null; uses: string[] }> {
  const block = /## The plugin graph[^]*?```\n([^]*?)```/.exec(SERVER_DOC)?.[1] ?? '';
  const drawn = new Map<string, { parent: string | null; uses: string[] }>();
  // The column of each `┬`, and the plugin it comes from: its `├` and `└` lines start there.
  const branches = new Map<number, string>();
  for (const line of block.split('\n')) {
    const nodes = [...line.matchAll(/(?:^|[├└┬]─ )([\w@/*.-]+)/g)];
    nodes.forEach((node, index) => {
      const name = node[1]!;
      const column = node.index + (node[0].length - name.length);
      const parent = index > 0 ? nodes[index - 1]![1]! : column === 0 ? null : (branches.get(column - 3) ?? null);
      const uses = [...(/\buses ([\w, -]+?)(?: too)?[;)]/.exec(line.slice(column))?.[1]?.split(/, | and /) ?? [])];
      drawn.set(name, { parent, uses: index === nodes.length - 1 ? uses : [] });
      const branch = line.indexOf('┬', column);
      if (branch !== -1 && index < nodes.length - 1) branches.set(branch, name);
    });
  }
  return drawn;
}

describe('docs/server.md, "The plugin graph"', () => {
  it("draws every app plugin, each under one it needs, its note naming the others", () => {
    const meta = pluginMeta();
    const drawn = drawnGraph();
    expect(meta.size).toBeGreaterThan(5);
    for (const [name, dependencies] of meta) {
      const node = drawn.get(name);
      const needs = [...(node?.parent ? [node.parent] : []), ...(node?.uses ?? [])].sort();
      expect([name, needs]).toEqual([name, [...dependencies].sort()]);
    }
  });
});
