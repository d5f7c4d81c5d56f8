import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ELEMENT_ID, FIRST_SEARCH_INPUT, type FirstAnswer } from '../../shared/first-answers';
import { AppProvider } from '../app/provider';
import { useCurrentUser } from '../features/auth/use-current-user';
import { buildSearchInput, DEFAULT_FILTERS } from '../features/search/search-filters';
import { seedFirstAnswers } from './first-answers';

function pageWith(answers: FirstAnswer[] | string) {
  const doc = document.implementation.createHTMLDocument('page');
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ELEMENT_ID;
  element.textContent = typeof answers === 'string' ? answers : superjson.stringify(answers);
  doc.body.append(element);
  return doc;
}

describe('first answers from the page', () => {
  it('are answered for exactly the search the client makes on a bare /', () => {
    expect(buildSearchInput(DEFAULT_FILTERS, 1)).toEqual(FIRST_SEARCH_INPUT);
  });

  it('go into the query cache under the keys the hooks read, dates intact, and are read once', () => {
    const seen = new Date('2026-11-20T10:00:00Z');
    const doc = pageWith([
      { path: 'products.list', input: FIRST_SEARCH_INPUT, data: { total: 1, lastSeenAt: seen } },
      { path: 'auth.me', data: null },
    ]);
    const client = new QueryClient();
    seedFirstAnswers(client, doc);
    const cached = client.getQueryCache().getAll();
    expect(cached.map((q) => q.queryKey)).toEqual([
      [['products', 'list'], { input: FIRST_SEARCH_INPUT, type: 'query' }],
      [['auth', 'me'], { type: 'query' }],
    ]);
    expect((cached[0]!.state.data as { lastSeenAt: Date }).lastSeenAt).toEqual(seen);
    expect(doc.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();
  });

  it('ignore unreadable text and unknown procedures', () => {
    const client = new QueryClient();
    seedFirstAnswers(client, pageWith('{not json'));
    seedFirstAnswers(client, pageWith([{ path: 'admin.retailers' as never, data: [] }]));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('let the first render show the signed-in user without asking the server', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_ANSWERS_ELEMENT_ID;
    element.textContent = superjson.stringify([{ path: 'auth.me', data: { email: 'ada@example.com' } }]);
    document.body.append(element);
    function Who() {
      const { user, isLoading } = useCurrentUser();
      return <p>{isLoading ? 'loading' : (user?.email ?? 'nobody')}</p>;
    }
    render(
      <AppProvider>
        <Who />
      </AppProvider>,
    );
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });
});
