import { MAX_PAGE_BUTTONS, PAGE_SIZE } from '../../../shared/constants';

export interface PaginationInfo {
  visible: boolean;
  from: number;
  to: number;
  /** Always the first pages, 1 up to at most 5 (SPEC §2). */
  pageButtons: number[];
  previousDisabled: boolean;
  nextDisabled: boolean;
}

/** SPEC §2 pagination: shown when totalPages > 1; 'Showing X to Y of TOTAL results'. */
export function paginationInfo(page: number, total: number, totalPages: number, pageSize = PAGE_SIZE): PaginationInfo {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return {
    visible: totalPages > 1,
    from,
    to,
    pageButtons: Array.from({ length: Math.min(MAX_PAGE_BUTTONS, Math.max(0, totalPages)) }, (_, i) => i + 1),
    previousDisabled: page <= 1,
    nextDisabled: page >= totalPages,
  };
}
