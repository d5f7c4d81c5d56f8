import { PAGE_SIZE } from '../../../shared/constants';

/** Pages either side of the current one in the window (1 … 5 6 [7] 8 9 … 13). */
const WINDOW = 2;

export interface PaginationInfo {
  visible: boolean;
  from: number;
  to: number;
  /** The first page, a window around the current page and the last page; 'gap' where pages are skipped. */
  pageButtons: Array<number | 'gap'>;
  previousDisabled: boolean;
  nextDisabled: boolean;
}

/** SPEC §2 pagination, widened (issue 13): 'Showing X to Y of TOTAL results'; first, last and a window. */
export function paginationInfo(page: number, total: number, totalPages: number, pageSize = PAGE_SIZE): PaginationInfo {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return {
    visible: totalPages > 1,
    from,
    to,
    pageButtons: pageWindow(page, totalPages),
    previousDisabled: page <= 1,
    nextDisabled: page >= totalPages,
  };
}

function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  if (totalPages <= 0) return [];
  // Near either end the window grows so the row keeps the same number of buttons.
  const start = Math.max(1, Math.min(page - WINDOW, totalPages - 2 * WINDOW));
  const end = Math.min(totalPages, Math.max(page + WINDOW, 1 + 2 * WINDOW));
  const pages: Array<number | 'gap'> = [];
  if (start > 1) pages.push(1, ...(start > 2 ? ['gap' as const] : []));
  for (let n = start; n <= end; n++) pages.push(n);
  if (end < totalPages) pages.push(...(end < totalPages - 1 ? ['gap' as const] : []), totalPages);
  return pages;
}
