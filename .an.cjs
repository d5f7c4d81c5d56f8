const postcss=require('postcss');const fs=require('fs');
const css=fs.readFileSync(process.argv[2],'utf8');const root=postcss.parse(css);const sz={};
root.walkRules(r=>{const m=r.selector.match(/\.([a-z][a-z0-9]*(?:-[a-z]+)?)/);const k=(r.parent.type==='atrule'?'@':'')+(m?m[1]:r.selector.slice(0,20));sz[k]=(sz[k]||0)+r.toString().length;});
Object.entries(sz).sort((a,b)=>b[1]-a[1]).slice(0,45).forEach(([k,v])=>console.log(String(v).padStart(7),k));
