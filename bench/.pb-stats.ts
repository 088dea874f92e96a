import fs from 'node:fs';
import webpack from 'webpack';
import { projectConfigs } from './build';
(async () => {
  const configs = await projectConfigs();
  const client = configs.find((c) => c.name === 'client')!;
  client.output = { ...client.output, path: '/tmp/pb-dist' };
  client.plugins = client.plugins!.filter((p) => p!.constructor.name !== 'CompressionPlugin');
  webpack([client]).run((err, stats) => {
    if (err) throw err;
    const json = stats!.stats[0]!.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, chunkModulesSpace: 1e6, dependentModules: true, orphanModules: true, nestedModulesSpace: 1e6, ids: true, chunkRelations: true, namedChunkGroups: true, entrypoints: true, assets: true });
    fs.writeFileSync('/tmp/pb-stats.json', JSON.stringify(json));
    console.log('done', stats!.hasErrors());
  });
})();
