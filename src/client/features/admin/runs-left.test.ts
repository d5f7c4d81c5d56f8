import { describe, expect, it } from 'vitest';
import { runsLeft } from './use-admin-runs';

describe('runsLeft', () => {
  const set = (...ids: string[]) => new Set(ids);

  it('names a run that left the poll before the page saw it end', () => {
    expect(runsLeft(set('a', 'b'), set('b'), set())).toEqual(['a']);
  });

  it('leaves out a run whose end the page already saw, and runs still listed or new', () => {
    expect(runsLeft(set('a', 'b'), set('b', 'c'), set('a'))).toEqual([]);
  });

  it('names nothing on the first poll', () => {
    expect(runsLeft(set(), set('a'), set())).toEqual([]);
  });
});
