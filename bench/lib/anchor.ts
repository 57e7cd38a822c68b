/**
 * The raw-pg anchors (issue 15): what a team writing these endpoints by hand with plain SQL and a `pg` pool would
 * run, so that one run says how much of a request the app's own stack costs. Framework-free; anchor-servers.ts
 * puts the same handlers behind a minimal Fastify and a minimal Express 5.
 *
 * Each does the work the app's endpoint does, with nothing of the app's platform: HS256 token check with
 * node:crypto, the same session look-up as the app's (platform/sessions.ts: the account's state and version, and its
 * sign-in when the token names one, kept 5 s per account), the same SQL, JSON out without schema checks.
 * - feed: the page statement with has_applied and employer_verified, and count(*) on every request (no total
 *   cache: the app's cache is one of the things measured against it);
 * - submit: the questionnaire kept in a Map after its first read, the same checks of the answers, and the app's own
 *   submission statement (SUBMIT_SQL), named as the app names it;
 * - replay: the exact statements the app sent for this caller (recorded before the run), one after the other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { paged, SURVEY_MESSAGES, surveyProgress } from '@tvet/contract';
import pg from 'pg';
import { SUBMIT_SQL } from '../../apps/server/src/features/surveys/surveys.answers.repository';

export interface AnchorAnswer {
  status: number;
  body: unknown;
}

export interface Claims {
  sub: string;
  pid: string;
  typ: string;
  sv?: number;
  sid?: string;
}

/** As the app's session guard: how long one process trusts what it read about an account. */
const SESSION_CACHE_MS = 5000;

/** Statements recorded per list and caller (account id): each text once, then `[text index, params]` per call. */
export interface Replays {
  texts: string[];
  calls: Record<string, Record<string, [number, unknown[]][]>>;
}

const fail = (status: number, msg: string): AnchorAnswer => ({
  status,
  body: { status: 'Error', msg, payload: null },
});

export function createAnchor(
  databaseUrl: string,
  secret: string,
  replays: Replays = { texts: [], calls: {} },
) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, application_name: 'anchor' });
  pool.on('error', () => {});
  const key = Buffer.from(secret);

  function claimsOf(header: string | undefined): Claims | null {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
    const [head, body, signature] = token.split('.');
    if (!signature) return null;
    const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Claims & { exp: number };
    return claims.exp > Date.now() / 1000 ? claims : null;
  }

  const sessions = new Map<string, { at: number; live: boolean }>();
  /** Whether the token's account is active, its session version current and its sign-in not ended. */
  async function live(claims: Claims): Promise<boolean> {
    const key = `${claims.sub}/${claims.sid ?? ''}/${claims.sv ?? 0}`;
    const kept = sessions.get(key);
    if (kept && Date.now() - kept.at < SESSION_CACHE_MS) return kept.live;
    const { rows } = await pool.query<{ live: boolean }>(
      `select is_active and session_version = $2 and
              ($3::uuid is null or exists (select 1 from refresh_tokens t where t.family_id = $3 and t.user_id = u.id
                                            and t.revoked_at is null and t.expires_at > now())) as live
         from users u where u.id = $1`,
      [claims.sub, claims.sv ?? 0, claims.sid ?? null],
    );
    const answer = rows[0]?.live === true;
    sessions.set(key, { at: Date.now(), live: answer });
    if (sessions.size > 50_000) sessions.delete(sessions.keys().next().value as string);
    return answer;
  }

  async function feed(graduateId: string, query: Record<string, string | undefined>, claims: Claims) {
    if (claims.pid !== graduateId || claims.typ !== 'graduate') return fail(403, 'Forbidden');
    const page = Math.max(1, Number(query.page ?? 1) || 1);
    const limit = 20;
    const params: unknown[] = [];
    const where = ["j.status = 'open'", 'j.suspended_at is null'];
    if (query.state) where.push(`j.state = $${params.push(query.state)}`);
    if (query.job_type) where.push(`j.job_type = $${params.push(query.job_type)}`);
    if (query.q) where.push(`j.search @@ websearch_to_tsquery('simple', $${params.push(query.q)})`);
    const filter = where.join(' and ');
    const pageParams = [...params, graduateId, limit, (page - 1) * limit];
    const n = params.length;
    const [rows, total] = await Promise.all([
      pool.query(
        `select j.id, j.title, j.text, j.address, j.state, j.salary, j.currency, j.experience_years_required,
                j.field_required, j.job_type, j.responsibility, j.company_overview, j.employer_id, j.company_name,
                j.status, j.created_at,
                exists (select 1 from applications a where a.job_id = j.id and a.graduate_id = $${n + 1}) as has_applied,
                exists (select 1 from employers e where e.id = j.employer_id and e.vetting_status = 'approved') as employer_verified
           from jobs j where ${filter}
          order by j.created_at desc, j.id desc limit $${n + 2} offset $${n + 3}`,
        pageParams,
      ),
      pool.query<{ total: number }>(`select count(*)::int as total from jobs j where ${filter}`, params),
    ]);
    const docs = rows.rows.map((row) => ({
      _id: row.id,
      title: row.title,
      text: row.text,
      address: row.address,
      state: row.state,
      salary: row.salary,
      currency: row.currency,
      experience_years_required: row.experience_years_required,
      field_required: row.field_required,
      job_type: row.job_type,
      responsibility: row.responsibility,
      company_overview: row.company_overview,
      created_by: row.employer_id,
      company_name: row.company_name,
      status: row.status,
      createdAt: (row.created_at as Date).toISOString(),
      has_applied: row.has_applied,
      employer_verified: row.employer_verified,
    }));
    return {
      status: 200,
      body: { status: 'OK', msg: 'Jobs loaded', payload: paged(docs, total.rows[0].total, page, limit) },
    };
  }

  interface Question {
    id: string;
    section_id: string;
    type: string;
    options: { _id: string }[];
    required: boolean;
    order: number;
  }
  interface Structure {
    state: string;
    respondentType: string;
    sections: Set<string>;
    questions: Map<string, Question>;
    required: string[];
  }
  const structures = new Map<string, Promise<Structure | null>>();
  async function readStructure(surveyId: string): Promise<Structure | null> {
    const survey = await pool.query('select state, respondent_type from surveys where id = $1', [surveyId]);
    if (!survey.rows[0]) return null;
    const sections = await pool.query('select id from survey_sections where survey_id = $1', [surveyId]);
    const questions = await pool.query<Question>(
      'select id, section_id, type, options, required, "order" from survey_questions where survey_id = $1',
      [surveyId],
    );
    return {
      state: survey.rows[0].state,
      respondentType: survey.rows[0].respondent_type,
      sections: new Set(sections.rows.map((row) => row.id as string)),
      questions: new Map(questions.rows.map((row) => [row.id, row])),
      required: questions.rows.filter((row) => row.required).map((row) => row.id),
    };
  }

  interface Response {
    question_id: string;
    user_id: string;
    text?: string | null;
    optionId?: string | null;
    is_completed?: boolean;
  }

  async function submit(
    surveyId: string,
    sectionId: string,
    body: { responses?: Response[] },
    claims: Claims,
  ) {
    const responses = body?.responses;
    if (!Array.isArray(responses) || responses.length === 0) return fail(400, 'send at least one answer');
    if (responses.some((response) => response.user_id !== claims.sub && response.user_id !== claims.pid))
      return fail(403, SURVEY_MESSAGES.notYourAnswer);
    let loading = structures.get(surveyId);
    if (!loading) {
      loading = readStructure(surveyId);
      structures.set(surveyId, loading);
    }
    const structure = await loading;
    if (!structure) return fail(404, SURVEY_MESSAGES.notFound);
    if (structure.respondentType !== 'all' && structure.respondentType !== claims.typ)
      return fail(403, SURVEY_MESSAGES.notForYou);
    if (structure.state !== 'published') return fail(409, SURVEY_MESSAGES.notOpen);
    if (!structure.sections.has(sectionId)) return fail(404, SURVEY_MESSAGES.sectionNotFound);
    const answers: { question: Question; text: string | null; optionId: string | null }[] = [];
    for (const response of responses) {
      const question = structure.questions.get(response.question_id);
      if (!question || question.section_id !== sectionId)
        return fail(400, SURVEY_MESSAGES.questionNotInSection(response.question_id));
      const optionId = response.optionId || null;
      const text = response.text?.trim() || null;
      if (question.type === 'text' ? optionId : optionId && !question.options.some((o) => o._id === optionId))
        return fail(400, SURVEY_MESSAGES.optionNotInQuestion(question.id));
      if (question.required && (question.type === 'text' ? !text : !optionId))
        return fail(400, SURVEY_MESSAGES.answerRequired(question.id));
      answers.push({ question, text, optionId });
    }
    const completing = responses.some((response) => response.is_completed === true);
    const last = answers.reduce((latest, answer) =>
      answer.question.order >= latest.question.order ? answer : latest,
    );
    const sent = new Set(answers.map((answer) => answer.question.id));
    const { rows } = await pool.query({
      name: 'surveys_submit_v1',
      text: SUBMIT_SQL,
      values: [
        surveyId,
        claims.sub,
        answers.map((answer) => answer.question.id),
        answers.map((answer) => answer.text),
        answers.map((answer) => answer.optionId),
        completing ? structure.required.filter((id) => !sent.has(id)) : [],
        completing,
        last.question.id,
      ],
    });
    const row = rows[0] as { open: boolean; missing: number; status: string | null; answered: number | null };
    if (!row.open) return fail(409, SURVEY_MESSAGES.notOpen);
    if (row.status === null) return fail(400, SURVEY_MESSAGES.incomplete(row.missing));
    const total = structure.questions.size;
    const completed = row.status === 'completed';
    return {
      status: 200,
      body: {
        status: 'OK',
        msg: completed ? SURVEY_MESSAGES.completed : SURVEY_MESSAGES.answersSaved,
        payload: {
          survey_status: row.status,
          progress: completed ? 100 : surveyProgress(Number(row.answered), total),
          current_question_id: last.question.id,
          answered: Number(row.answered),
          question_count: total,
        },
      },
    };
  }

  async function replay(list: string, claims: Claims): Promise<AnchorAnswer> {
    const statements = replays.calls[list]?.[claims.sub];
    if (!statements) return fail(404, `no recorded statements for ${list}`);
    const out: unknown[][] = [];
    for (const [text, params] of statements) out.push((await pool.query(replays.texts[text], params)).rows);
    return { status: 200, body: { status: 'OK', msg: list, payload: out } };
  }

  return { claimsOf, live, feed, submit, replay, close: () => pool.end() };
}
export type Anchor = ReturnType<typeof createAnchor>;
