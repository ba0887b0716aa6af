import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE, type RouteSpec } from './route-table';

/** The README's "API routes" table, as rows of `method path service access`. */
function readmeRows(): string[] {
  const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
  const section = readme.split('## API routes')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/`/g, ''))
        .join(' '),
    );
}

const describeRoute = (r: RouteSpec) =>
  [
    r.method,
    `${r.path}${r.prefix ? '/…' : ''}`,
    r.service,
    `${typeof r.access === 'string' ? r.access : `feature ${r.access.feature}`}${r.grants ? ` (grants ${r.grants.join(', ')})` : ''}`,
  ].join(' ');

describe('README route table', () => {
  it('lists every route of the gateway with its owner and access rule, in order, and nothing else', () => {
    expect(readmeRows()).toEqual(ROUTE_TABLE.map(describeRoute));
  });
});
