/**
 * Process entry: `node dist/server/main.js ROLE` (from source: `tsx src/main.ts ROLE`); the roles are in
 * start-role.ts. Stack traces name our TypeScript sources, while npm packages keep their own JavaScript lines:
 * their source maps would cost every process about 6 MB of heap (decision 0360). This is set before anything
 * else loads, hence the import() below, and it replaces node's --enable-source-maps (which maps node_modules too).
 */
import { setSourceMapsSupport } from 'node:module';

setSourceMapsSupport(true, { nodeModules: false });
await import('./start-role.js');
