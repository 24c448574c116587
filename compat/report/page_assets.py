"""The HTML page's inline style and script (no network, no CDN): kept apart from the markup.

The script reads the findings from the page's JSON block and shows a clicked cell's findings
with `textContent` only (a finding's text is never parsed as HTML). Filters hide matrix rows
by consumer name and cells by verdict. The matrix opens scrolled to the newest releases (the
upgrade targets); on a small screen the details panel sticks to the bottom of the window.
"""

CSS = """
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;margin:.5em 0}
th,td{border:1px solid #ccc;padding:.25em .5em;text-align:left;vertical-align:top}
.scroll{overflow:auto;max-height:70vh;max-width:100%;border:1px solid #aaa}
#matrix th{background:#f4f4f4}
#matrix thead th{position:sticky;top:0;z-index:2}
#matrix tbody th{position:sticky;left:0;z-index:1;white-space:nowrap}
#matrix thead th:first-child{left:0;z-index:3}
#matrix td{text-align:center;cursor:pointer;min-width:1.6em}
td[data-verdict=compatible]{background:#d7f0dc}
td[data-verdict=shimmed]{background:#d6e6fb}
td[data-verdict=fixable]{background:#fdf0c4}
td[data-verdict=broken]{background:#f8d0cb;font-weight:bold}
td[data-verdict=unchecked]{background:#ead7f3;font-weight:bold}
td[data-verdict=not-applicable]{color:#888}
td.selected{outline:3px solid #333}
td.dimmed{opacity:.15}
td.gpu,.gpu-mark{text-decoration:underline 2px #06c}
tr.hidden{display:none}
#details{border:1px solid #888;padding:.5em 1em;margin:1em 0;background:#fafafa;overflow:auto}
#details td,#uses td,#history td{overflow-wrap:anywhere;max-width:32em}
.status-broken,.status-refused{color:#a00}.status-shimmed{color:#865}.status-unchecked{color:#727}
.status-guarded,.status-unknown,.status-pre-existing,.status-unreached{color:#555}
.inherited{font-style:italic}
code{font-size:.9em}
@media (max-width:1000px),(max-height:700px){
#details{position:sticky;bottom:0;max-height:45vh;z-index:4;box-shadow:0 -2px 6px #0003}
.scroll{max-height:50vh}
}
"""

SCRIPT = r"""
(function () {
  const data = JSON.parse(document.getElementById('report-data').textContent);
  const details = document.getElementById('details');
  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (cls) node.className = cls;
    return node;
  }
  function show(cell) {
    document.querySelectorAll('#matrix td.selected').forEach(c => c.classList.remove('selected'));
    cell.classList.add('selected');
    const key = cell.dataset.consumer + '|' + cell.dataset.vllm;
    const pair = data.cells[key];
    details.replaceChildren();
    details.appendChild(el('h3', cell.dataset.consumer + ' × vLLM ' + cell.dataset.vllm));
    details.appendChild(el('p', data.words[cell.dataset.verdict] || cell.dataset.verdict));
    if (!pair || pair.findings.length === 0) {
      details.appendChild(el('p', 'No findings.'));
    } else {
      details.appendChild(findingsTable(pair, cell));
    }
    if (pair && pair.gpu && pair.gpu.length) {
      details.appendChild(el('h4', 'GPU tests on this pair'));
      const gpu = el('table');
      gpu.id = 'details-gpu';
      const head = el('tr');
      ['outcome', 'test', 'evidence', 'run'].forEach(h => head.appendChild(el('th', h)));
      gpu.appendChild(head);
      pair.gpu.forEach(t => {
        const row = el('tr');
        [t.outcome, t.id, t.evidence, t.file].forEach(x => row.appendChild(el('td', x)));
        gpu.appendChild(row);
      });
      details.appendChild(gpu);
    }
  }
  function ruleLinks(ids) {
    // each id links to its entry in the rules page; its summary shows on hover
    const cell = el('td', undefined, 'rules');
    ids.forEach((id, i) => {
      if (i) cell.appendChild(document.createTextNode(', '));
      const link = el('a', id);
      link.href = data.rules_doc + '#' + id;
      link.title = data.rules[id] || '';
      cell.appendChild(link);
    });
    return cell;
  }
  function findingsTable(pair, cell) {
    const table = el('table');
    table.id = 'details-table';
    const head = el('tr');
    ['status', 'kind', 'symbol', 'at', 'detail', 'fix', 'vLLM source', 'from', 'rules'].forEach(
      h => head.appendChild(el('th', h)));
    table.appendChild(head);
    const rank = {broken: 0, refused: 0, shimmed: 1, unknown: 2, guarded: 3};
    const order = f => rank[f.status] ?? 9;
    const ordered = pair.findings.slice().sort((a, b) => order(a) - order(b));
    ordered.forEach(f => {  // what decides the verdict first
      const row = el('tr', undefined, f.inherited_from ? 'inherited' : '');
      row.dataset.status = f.status;
      let status = f.status === 'shimmed'
        ? (cell.dataset.verdict === 'fixable' ? 'fixable by the patch' : 'shimmed')
        : f.status;
      if (f.covered_by) status += ' (' + f.covered_by + ')';
      [status, f.kind, f.symbol, f.location, f.detail, f.hint, f.evidence || '',
       f.inherited_from || ''].forEach((t, i) =>
        row.appendChild(el('td', t, i === 0 ? 'status-' + f.status : '')));
      row.appendChild(ruleLinks(f.rules || []));
      table.appendChild(row);
    });
    return table;
  }
  // The newest releases are the upgrade targets: start the matrix scrolled to them (the
  // columns run oldest to newest, the consumer column stays pinned on the left).
  const scroller = document.querySelector('.scroll');
  if (scroller) scroller.scrollLeft = scroller.scrollWidth;
  function reveal(cell) {
    // the clicked cell's first finding must not stay below the fold ...
    details.scrollTop = 0;  // its heading first
    const target = details.querySelector('tr[data-status]') || details;
    const box = target.getBoundingClientRect();
    const sticky = getComputedStyle(details).position === 'sticky';
    if (!sticky && (box.bottom > window.innerHeight || box.top < 0)) {
      target.scrollIntoView({block: 'nearest'});
    }
    // ... nor the cell itself behind the panel (small screens: it sticks to the bottom)
    const panel = details.getBoundingClientRect();
    const at = cell.getBoundingClientRect();
    if (at.bottom > panel.top && at.top < panel.bottom) {
      window.scrollBy(0, at.bottom - panel.top + 8);
    }
  }
  document.querySelectorAll('#matrix td[data-verdict]').forEach(cell => {
    cell.addEventListener('click', () => { show(cell); reveal(cell); });
    cell.addEventListener('keydown', e => { if (e.key === 'Enter') show(cell); });
  });
  function filter() {
    const name = document.getElementById('filter-consumer').value;
    const wanted = new Set(
      Array.from(document.querySelectorAll('input.filter-verdict:checked')).map(i => i.value));
    document.querySelectorAll('#matrix tbody tr').forEach(row => {
      const consumer = row.dataset.consumer;
      const byName = !name || consumer.split('==')[0] === name;
      let any = false;
      row.querySelectorAll('td[data-verdict]').forEach(cell => {
        const on = wanted.has(cell.dataset.verdict);
        cell.classList.toggle('dimmed', !on);
        any = any || on;
      });
      row.classList.toggle('hidden', !(byName && any));
    });
  }
  document.getElementById('filter-consumer').addEventListener('change', filter);
  document.querySelectorAll('input.filter-verdict')
    .forEach(i => i.addEventListener('change', filter));
})();
"""
