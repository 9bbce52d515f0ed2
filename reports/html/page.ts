/**
 * The page's style and its script, inline: the report is one file that works offline, from a CI
 * artifact or an e-mail. The script only shows and hides what the page already holds (filters by
 * outcome, level, suite and tag, a text search; a group of failures whose cases are all hidden is
 * hidden too); without it every case is shown.
 */
export const STYLE = `
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;padding:1.5rem 2rem 4rem;max-width:1280px;color:#1d232b;background:#fafbfc}
h1{font-size:1.4rem;margin:0 0 .3rem}h2{font-size:1.1rem;margin:2rem 0 .5rem}h3{font-size:.95rem;margin:.8rem 0 .3rem}
table{border-collapse:collapse;width:100%;background:#fff;table-layout:fixed}th,td{text-align:left;padding:.35rem .6rem;border-bottom:1px solid #e4e7eb;vertical-align:top;overflow-wrap:anywhere}
th{background:#f0f2f5;font-weight:600}
.badge{display:inline-block;padding:0 .45rem;border-radius:.6rem;font-size:.8rem;font-weight:600;color:#fff}
.passed{background:#1a7f37}.failed{background:#cf222e}.errored{background:#8250df}.skipped{background:#9a6700}.blocked{background:#57606a}.retried{background:#bc4c00}.expected{background:#6e7781}.unexpected{background:#0969da}
.verdict{font-size:1.2rem;font-weight:700;margin:.5rem 0}.verdict.pass{color:#1a7f37}.verdict.fail{color:#cf222e}.verdict.warn{color:#9a6700}.most-not-run{color:#9a6700;font-weight:600}
details{background:#fff;border:1px solid #e4e7eb;border-radius:6px;margin:.5rem 0;padding:.4rem .8rem}summary{cursor:pointer;font-weight:600;overflow-wrap:anywhere}
pre{background:#f6f8fa;padding:.6rem;overflow:auto;max-height:28rem;white-space:pre-wrap;overflow-wrap:anywhere;font-size:12.5px}
.muted{color:#57606a}code{font-size:12.5px;overflow-wrap:anywhere}
.bar{display:flex;height:.9rem;width:100%;border-radius:3px;overflow:hidden;background:#eaeef2}.bar span{display:block;height:100%}
#filters{position:sticky;top:0;z-index:2;background:#fafbfc;border-bottom:1px solid #d0d7de;padding:.6rem 0;display:flex;flex-wrap:wrap;gap:.4rem 1.2rem;align-items:center}
#filters fieldset{border:0;margin:0;padding:0;display:flex;gap:.5rem;align-items:center}#filters legend{float:left;font-weight:600;margin-right:.3rem}
#filters input[type=search]{min-width:16rem;padding:.25rem .4rem}#shown{margin-left:auto}
.col-outcome{width:8rem}.col-level{width:4.5rem}.col-time{width:4.5rem}.col-n{width:5.6rem}.col-chart{width:30%}
a.suite-link{cursor:pointer}
details.group{border-left:4px solid #cf222e;background:#fff8f8}details.group>summary{font-size:1rem;margin-bottom:.3rem}details.group>summary .muted{font-weight:400}details.group>details{margin-left:.6rem}details.group>details>summary{font-weight:400}
`;

/** Runs in the browser: plain DOM, no library. Every case row and failure block carries data-* to match on. */
export const SCRIPT = `
(function(){
  var form=document.getElementById('filters');if(!form)return;
  var items=[].slice.call(document.querySelectorAll('[data-case]'));
  var sections=[].slice.call(document.querySelectorAll('[data-suite-section]'));
  var groups=[].slice.call(document.querySelectorAll('details[data-group]'));
  var shown=document.getElementById('shown');
  function checked(name){return [].slice.call(form.querySelectorAll('input[name='+name+']:checked')).map(function(i){return i.value;});}
  function apply(){
    var outcomes=checked('outcome'),levels=checked('level'),suite=form.suite.value,tag=form.tag.value,q=form.q.value.trim().toLowerCase();
    var cases=0,total=0;
    items.forEach(function(el){
      var d=el.dataset,ok=outcomes.indexOf(d.outcome)>=0&&levels.indexOf(d.level)>=0&&(!suite||d.suite===suite)&&(!tag||(' '+d.tags+' ').indexOf(' '+tag+' ')>=0)&&(!q||d.text.indexOf(q)>=0);
      el.hidden=!ok;if(el.tagName==='TR'){total++;if(ok)cases++;}
    });
    sections.forEach(function(s){s.hidden=!s.querySelector('tr[data-case]:not([hidden])');});
    groups.forEach(function(g){g.hidden=!g.querySelector('details[data-case]:not([hidden])');});
    var failures=document.querySelectorAll('details[data-case]:not([hidden])').length;
    shown.textContent=cases+' of '+total+' cases shown'+(document.querySelector('details[data-case]')?', '+failures+(failures===1?' failure':' failures'):'');
  }
  form.addEventListener('input',apply);form.addEventListener('change',apply);
  form.addEventListener('reset',function(){setTimeout(apply,0);});
  [].slice.call(document.querySelectorAll('a.suite-link')).forEach(function(a){
    a.addEventListener('click',function(){form.suite.value=a.dataset.suite;apply();});
  });
  apply();
})();
`;
