// The search state lives in src/shared/search: the server parses saved searches with the same code (issue 16).
export * from '../../../shared/search/search-filters';
