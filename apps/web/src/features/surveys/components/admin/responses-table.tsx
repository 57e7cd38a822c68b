import type { ResponseRow, SurveyQuestion } from '@tvet/contract';
import { t } from '@/lib/i18n/i18n';
import { formatDateTime } from './labels';

const STATUS_LABELS: Record<ResponseRow['status'], string> = {
  get ongoing() {
    return t('In progress');
  },
  get completed() {
    return t('Completed');
  },
};
const CELL = 'border-b border-gray-200 px-3 py-2 align-top';

/** One row per respondent, one column per question (the answer's option text or typed text). */
export function ResponsesTable({
  rows,
  questions,
  captionId,
}: {
  rows: ResponseRow[];
  questions: SurveyQuestion[];
  captionId: string;
}) {
  return (
    // Wide tables scroll sideways inside their own box; focusable so keyboard users can scroll it too.
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white ring-1 ring-gray-200"
    >
      <table className="min-w-full border-collapse text-left text-sm">
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={`${CELL} sticky left-0 min-w-36 bg-gray-50 sm:min-w-60 font-semibold`}>
              {t('Respondent')}
            </th>
            <th scope="col" className={`${CELL} font-semibold whitespace-nowrap`}>
              {t('Status')}
            </th>
            <th scope="col" className={`${CELL} font-semibold whitespace-nowrap`}>
              {t('Last answer')}
            </th>
            {questions.map((question, index) => (
              <th
                key={question._id}
                scope="col"
                className={`${CELL} min-w-48 font-semibold`}
                title={question.text}
              >
                <span className="text-muted">Q{index + 1}.</span>{' '}
                <span className="line-clamp-3">{question.text}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <th scope="row" className={`${CELL} sticky left-0 bg-white font-normal`}>
                <span className="block font-semibold">{row.user_id.name}</span>
                <span className="block break-words text-muted">{row.user_id.email}</span>
              </th>
              <td className={`${CELL} whitespace-nowrap`}>{STATUS_LABELS[row.status]}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(row.updatedAt)}</td>
              {questions.map((question) => (
                <td key={question._id} className={CELL}>
                  {row.answers[question._id] || <span className="text-muted">—</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
