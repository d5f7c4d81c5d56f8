import { launchBench } from './bench-web/browser.js';
const b = await launchBench();
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text()));
p.on('pageerror', (e) => console.log('pageerror', e.message));
const r = await p.goto(process.argv[2]!, { waitUntil: 'networkidle' });
console.log(r?.status(), await p.title());
await p.screenshot({ path: '/tmp/shot.png' });
await b.close();
