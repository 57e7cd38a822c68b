import { pageFrom, useSearchParamsState } from '@/lib/search-params';

/** The page of the shown job's applicants, in the address so that Back from an applicant returns to it. */
export const APPLICANTS_PAGE_PARAM = 'applicants_page';

export function useApplicantsPage() {
  const [params, update] = useSearchParamsState();
  const page = pageFrom(params.get(APPLICANTS_PAGE_PARAM));
  const setPage = (next: number) =>
    update({ [APPLICANTS_PAGE_PARAM]: next > 1 ? String(next) : null }, { push: true });
  return [page, setPage] as const;
}
