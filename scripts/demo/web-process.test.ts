import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/paths.js';
import { WEB_NODE_FLAGS } from './web-process.js';

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
/** The node flags of a command line `node FLAGS… dist/server/main.js web`. */
const flagsOf = (command: string) => command.split(/\s+/).filter((word) => word.startsWith('--'));

// bench:load measures the web as production starts it: the heap budgets must be the same everywhere (decision 0360)
describe('the web process is started with one set of node flags', () => {
  it('the Procfile web line, npm run start:web and the demo/bench web process agree', () => {
    const procfileWeb = /^web: (.*)$/m.exec(read('Procfile'))?.[1] ?? '';
    const startWeb = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts['start:web'];
    expect(flagsOf(procfileWeb)).toEqual(WEB_NODE_FLAGS);
    expect(flagsOf(startWeb ?? '')).toEqual(WEB_NODE_FLAGS);
  });

  it("the image's entrypoint starts the web role with the same flags", () => {
    const webLine = /^\s*exec node (.*) "\$@"$/m.exec(read('scripts/docker-entry.sh'))?.[1] ?? '';
    expect(flagsOf(webLine)).toEqual(WEB_NODE_FLAGS);
    expect(read('Dockerfile')).toMatch(/^ENTRYPOINT \["\.\/docker-entry\.sh"\]$/m);
  });

  it('budgets the old generation, not only the young one', () => {
    expect(WEB_NODE_FLAGS).toContain('--max-old-space-size=160');
    expect(WEB_NODE_FLAGS).toContain('--max-semi-space-size=16');
  });
});
