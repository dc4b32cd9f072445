import { syntheticMatrix } from '/work/wt-engine/bench/synthetic.ts';
import { prepareRun, runChunk } from '/work/wt-engine/src/core/run.ts';
const M = 100, n = 14042;
const matrix = syntheticMatrix(M, n, 1000 + M + n);
const p = prepareRun(matrix, { kind: 'labelNoise', p: 0.05, mode: 'cell' });
runChunk(matrix, p, 1, 0, 50);
for (let r = 0; r < 5; r++) {
  const c0 = process.cpuUsage();
  runChunk(matrix, p, 1, 0, 200);
  const u = process.cpuUsage(c0);
  console.log('cpu per flip ns', ((u.user + u.system) * 1000 / (200 * 70200)).toFixed(1));
}
