import { addDuration, MESSAGES, ROLL_MESSAGES, todayInNigeria } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts.fixtures';
import { fetchFile, pdfBody, pngBody, uploadsClient } from '../../test/files.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  type Account,
  graduateName,
  importRoll,
  institutionWithProgrammes,
  rollClient,
  rollCsv,
  rollLine,
} from '../../test/institutions.fixtures';
import { programmes } from '../programmes';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('institution portal: claims, students, staff, overview', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let rolls: ReturnType<typeof rollClient>;
  let yaba: Account;
  let P: Record<string, string>;
  let ilaro: Account;
  let ilaroP: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    rolls = rollClient(t.app);
    ({ institution: yaba, programmes: P } = await institutionWithProgrammes(t, 'Yaba College of Technology', [
      'Electrical Engineering Technology',
      'Computer Science',
    ]));
    ({ institution: ilaro, programmes: ilaroP } = await institutionWithProgrammes(
      t,
      'Federal Polytechnic Ilaro',
      ['Computer Science'],
    ));
    // The roll: rows 1..6 in Electrical 2021, row 7 in Computer Science 2020.
    await importRoll(
      t.app,
      yaba,
      rollCsv([
        ...Array.from({ length: 6 }, (_, i) => rollLine(i + 1)),
        rollLine(7, { programme: 'Computer Science', graduation_year: 2020 }),
      ]),
    );
  });
  afterAll(() => t.close());

  const graduate = (name: string) => signedIn(t, 'graduate', { name, complete: true });
  const link = (who: Account, body: Record<string, unknown>) =>
    api.post(`/api/v1/graduates/${who.profile.id}/institutions/`, body, who.token);
  const claimOf = async (who: Account, institution: Account = yaba) => {
    const docs = (await api.get(`/api/v1/graduates/${who.profile.id}/institutions`, who.token)).body.payload
      .docs;
    return docs.find((doc: any) => doc._id === institution.profile.id)?.link;
  };
  const rollEntry = async (matric: string) =>
    (await rolls.list(yaba, `?name=${encodeURIComponent(matric)}`)).body.payload.docs[0];
  const NOT_ON_ROLL =
    'Your matric number is not on our ND 2021 roll; check it against your statement of result.';
  const decide = (graduateId: string, decision: string, as: Account = yaba) =>
    api.patch(
      `/api/v1/institutions/${as.profile.id}/graduates/${graduateId}/claim`,
      decision === 'reject' ? { decision, reason: NOT_ON_ROLL } : { decision },
      as.token,
    );

  describe('claims matched to the roll', () => {
    it('confirms a claim that matches a roll row (matric number, programme, year), and the graduate sees it', async () => {
      const amina = await graduate('Amina Bello');
      const res = await link(amina, {
        institution_id: yaba.profile.id,
        matric_number: ' fpi/nd/00001',
        programme_id: P['Electrical Engineering Technology'],
        graduation_year: 2021,
      });
      expect(res.statusCode, res.body.msg).toBe(200);
      expect(res.body.msg).toBe(MESSAGES.institutionUpdated);
      expect(res.body.payload.docs[0]).toMatchObject({
        _id: yaba.profile.id,
        user_id: { name: 'Yaba College of Technology' },
        link: {
          matric_number: 'fpi/nd/00001',
          programme_id: {
            _id: P['Electrical Engineering Technology'],
            name: 'Electrical Engineering Technology',
          },
          graduation_year: 2021,
          claim_status: 'confirmed',
          decided_at: null,
        },
      });
      expect(await rollEntry('FPI/ND/00001')).toMatchObject({
        claim_status: 'confirmed',
        graduate_id: amina.profile.id,
      });
    });

    it('leaves a claim whose programme or year differ from the roll for the institution to review', async () => {
      const chidi = await graduate('Chidi Okeke');
      await link(chidi, {
        institution_id: yaba.profile.id,
        matric_number: 'FPI/ND/00002',
        programme_id: P['Electrical Engineering Technology'],
        graduation_year: 2020,
      });
      expect((await claimOf(chidi)).claim_status).toBe('claimed');
      expect(await rollEntry('FPI/ND/00002')).toMatchObject({ claim_status: 'claimed', graduate_id: null });
      // Correcting the year matches it.
      const fixed = await api.patch(
        `/api/v1/graduates/${chidi.profile.id}/institutions/${yaba.profile.id}`,
        { graduation_year: 2021 },
        chidi.token,
      );
      expect(fixed.statusCode, fixed.body.msg).toBe(200);
      expect((await claimOf(chidi)).claim_status).toBe('confirmed');
      expect(await rollEntry('FPI/ND/00002')).toMatchObject({
        claim_status: 'confirmed',
        graduate_id: chidi.profile.id,
      });
    });

    it('disputes a matric number that belongs to another graduate (another NIN); the institution settles it', async () => {
      const holder = await graduate('Bola Ade');
      const rival = await graduate('Bolaji Adeyemi');
      const claim = {
        institution_id: yaba.profile.id,
        matric_number: 'FPI/ND/00003',
        programme_id: P['Electrical Engineering Technology'],
        graduation_year: 2021,
      };
      await link(holder, claim);
      await link(rival, claim);
      expect((await claimOf(holder)).claim_status).toBe('confirmed');
      expect((await claimOf(rival)).claim_status).toBe('disputed');

      const refused = await decide(rival.profile.id, 'confirm');
      expect(refused.statusCode).toBe(409);
      expect(refused.body.msg).toBe(ROLL_MESSAGES.claimHeldByAnother('Bola Ade'));

      const rejected = await decide(holder.profile.id, 'reject');
      expect(rejected.statusCode).toBe(200);
      expect(rejected.body.msg).toBe(ROLL_MESSAGES.claimRejected);
      expect(rejected.body.payload).toMatchObject({
        claim_status: 'rejected',
        graduate_id: { _id: holder.profile.id },
      });
      expect(await rollEntry('FPI/ND/00003')).toMatchObject({ claim_status: 'disputed', graduate_id: null });

      const confirmed = await decide(rival.profile.id, 'confirm');
      expect(confirmed.statusCode, confirmed.body.msg).toBe(200);
      expect(confirmed.body.msg).toBe(ROLL_MESSAGES.claimConfirmed);
      expect(confirmed.body.payload.decided_at).toEqual(expect.any(String));
      expect(await rollEntry('FPI/ND/00003')).toMatchObject({
        claim_status: 'confirmed',
        graduate_id: rival.profile.id,
      });
      expect((await claimOf(holder)).claim_status).toBe('rejected');
      expect((await claimOf(rival)).claim_status).toBe('confirmed');
      // Issue 22.22: the graduate is told why; a confirmed claim carries no reason.
      expect((await claimOf(holder)).decision_reason).toBe(NOT_ON_ROLL);
      expect((await claimOf(rival)).decision_reason).toBeNull();

      // A decided claim keeps its decision while the graduate sends the same details again.
      await link(holder, claim);
      expect((await claimOf(holder)).claim_status).toBe('rejected');
    });

    it('refuses a rejection without a reason, and changes nothing', async () => {
      const kola = await graduate('Kola Ade');
      await link(kola, { institution_id: yaba.profile.id, matric_number: 'YCT/ND/2020/55' });
      const before = (await claimOf(kola)).claim_status;
      for (const body of [{ decision: 'reject' }, { decision: 'reject', reason: '   ' }]) {
        const res = await api.patch(
          `/api/v1/institutions/${yaba.profile.id}/graduates/${kola.profile.id}/claim`,
          body,
          yaba.token,
        );
        expect(res.statusCode).toBe(400);
        expect(res.body.msg).toBe('Say why you are rejecting this claim; the graduate is shown the reason.');
      }
      expect((await claimOf(kola)).claim_status).toBe(before);
    });

    it('claims with no roll row wait for the institution; two graduates on one matric number are disputed', async () => {
      const first = await graduate('Kemi Lawal');
      const second = await graduate('Kemi Lawson');
      const claim = {
        institution_id: yaba.profile.id,
        matric_number: 'YCT/OLD/1999/7',
        graduation_year: 1999,
      };
      await link(first, claim);
      await link(second, claim);
      expect((await claimOf(first)).claim_status).toBe('claimed');
      expect((await claimOf(second)).claim_status).toBe('disputed');
      expect((await decide(first.profile.id, 'confirm')).statusCode).toBe(200);
      const blocked = await decide(second.profile.id, 'confirm');
      expect(blocked.statusCode).toBe(409);
      expect(blocked.body.msg).toBe(ROLL_MESSAGES.claimHeldByAnother('Kemi Lawal'));
    });

    it('confirms an earlier claim when the roll row arrives with the same programme and year', async () => {
      const early = await graduate('Early Bird');
      await link(early, {
        institution_id: yaba.profile.id,
        matric_number: 'FPI/ND/00050',
        programme_id: P['Computer Science'],
        graduation_year: 2022,
      });
      expect((await claimOf(early)).claim_status).toBe('claimed');
      const committed = await importRoll(
        t.app,
        yaba,
        rollCsv([rollLine(50, { programme: 'Computer Science', graduation_year: 2022 })]),
      );
      expect(committed.claims_confirmed).toBe(1);
      expect((await claimOf(early)).claim_status).toBe('confirmed');
      expect(await rollEntry('FPI/ND/00050')).toMatchObject({
        claim_status: 'confirmed',
        graduate_id: early.profile.id,
      });
    });

    it("the claim rests on the link's own matric number: changing the profile's later does not move it", async () => {
      // Decision (issue 10): a graduate may have studied at several institutions, each with its own matric number,
      // so the claim uses the link's (GET/PATCH /graduates/{id}/institutions, shown on each linked institution);
      // the profile's single matric_number only fills a new link that gives none.
      const who = await signedIn(t, 'graduate', {
        complete: true,
        profile: { matricNumber: 'FPI/ND/00005' },
      });
      await link(who, {
        institution_id: yaba.profile.id,
        programme_id: P['Electrical Engineering Technology'],
        graduation_year: 2021,
      });
      expect(await claimOf(who)).toMatchObject({ matric_number: 'FPI/ND/00005', claim_status: 'confirmed' });
      const patched = await api.patch(
        `/api/v1/graduates/${who.profile.id}`,
        { matric_number: 'FPI/ND/00999' },
        who.token,
      );
      expect(patched.statusCode, patched.body.msg).toBe(200);
      expect(await claimOf(who)).toMatchObject({ matric_number: 'FPI/ND/00005', claim_status: 'confirmed' });
      expect(await rollEntry('FPI/ND/00005')).toMatchObject({
        claim_status: 'confirmed',
        graduate_id: who.profile.id,
      });
      // Changing the link's own number re-matches at once.
      await api.patch(
        `/api/v1/graduates/${who.profile.id}/institutions/${yaba.profile.id}`,
        { matric_number: 'FPI/ND/00999' },
        who.token,
      );
      expect(await claimOf(who)).toMatchObject({ matric_number: 'FPI/ND/00999', claim_status: 'claimed' });
      expect(await rollEntry('FPI/ND/00005')).toMatchObject({ claim_status: 'unclaimed', graduate_id: null });
    });

    it("uses the profile's matric number when the link carries none (the older education step)", async () => {
      const older = await signedIn(t, 'graduate', {
        complete: true,
        profile: { matricNumber: 'FPI/ND/00004' },
      });
      const res = await link(older, { institution_id: yaba.profile.id });
      expect(res.statusCode).toBe(200);
      expect(await claimOf(older)).toMatchObject({ matric_number: 'FPI/ND/00004', claim_status: 'claimed' });
      expect(await rollEntry('FPI/ND/00004')).toMatchObject({ claim_status: 'claimed' });
    });

    it("refuses another institution's programme, bad years and matric numbers, unknown institutions", async () => {
      const someone = await graduate('Tola Ojo');
      const cases: [Record<string, unknown>, number, string][] = [
        [{ institution_id: yaba.profile.id, programme_id: ilaroP['Computer Science'] }, 400, 'programme_id'],
        [{ institution_id: yaba.profile.id, graduation_year: 1900 }, 400, 'graduation_year'],
        [
          { institution_id: yaba.profile.id, graduation_year: new Date().getFullYear() + 1 },
          400,
          'graduation_year',
        ],
        [{ institution_id: yaba.profile.id, graduation_year: '2021' }, 400, 'graduation_year'],
        [{ institution_id: yaba.profile.id, matric_number: '=cmd|x' }, 400, 'matric_number'],
        [{ institution_id: yaba.profile.id, matric_number: 'x'.repeat(41) }, 400, 'matric_number'],
      ];
      for (const [body, status, field] of cases) {
        const res = await link(someone, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(Object.keys(res.body.payload.fields)).toContain(field);
      }
      const unknown = await link(someone, { institution_id: UNKNOWN_ID });
      expect(unknown.statusCode).toBe(404);
      expect(
        (await api.get(`/api/v1/graduates/${someone.profile.id}/institutions`, someone.token)).body.payload
          .docs,
      ).toEqual([]);
      const notLinked = await api.patch(
        `/api/v1/graduates/${someone.profile.id}/institutions/${yaba.profile.id}`,
        { graduation_year: 2020 },
        someone.token,
      );
      expect(notLinked.statusCode).toBe(404);
    });

    it('frees the roll row when the graduate removes the link', async () => {
      const leaver = await graduate('Leaver Person');
      await link(leaver, {
        institution_id: yaba.profile.id,
        matric_number: 'FPI/ND/00005',
        programme_id: P['Electrical Engineering Technology'],
        graduation_year: 2021,
      });
      expect((await rollEntry('FPI/ND/00005')).claim_status).toBe('confirmed');
      const removed = await api.delete(
        `/api/v1/graduates/${leaver.profile.id}/institutions/${yaba.profile.id}`,
        leaver.token,
      );
      expect(removed.statusCode).toBe(200);
      expect(await rollEntry('FPI/ND/00005')).toMatchObject({ claim_status: 'unclaimed', graduate_id: null });
    });
  });

  describe('students and staff', () => {
    let student: Account;
    let schoolIdUrl: string;
    let resumeUrl: string;
    let member: Account;
    let idCardUrl: string;

    beforeAll(async () => {
      student = await graduate('Ngozi Eze');
      await link(student, {
        institution_id: yaba.profile.id,
        matric_number: 'FPI/ND/00006',
        programme_id: P['Electrical Engineering Technology'],
        graduation_year: 2021,
      });
      const uploads = uploadsClient(t.app);
      schoolIdUrl = (await uploads.document(student, 'school_id', pngBody())).body.payload.school_id.url;
      const resume = await uploads.document(student, 'resume', pdfBody(undefined, 'cv.pdf'));
      expect(resume.statusCode, resume.body.msg).toBe(200);
      resumeUrl = resume.body.payload.resume_id.url;
      member = await signedIn(t, 'staff', {
        name: 'Tunde Bakare',
        complete: true,
        profile: { institutionId: yaba.profile.id },
      });
      idCardUrl = (await uploads.document(member, 'id_card', pngBody())).body.payload.id_card.url;
      for (let i = 0; i < 3; i += 1) {
        await signedIn(t, 'staff', {
          name: `Staff Member ${'abc'[i]}`,
          profile: { institutionId: yaba.profile.id },
        });
      }
      await signedIn(t, 'staff', { name: 'Ilaro Lecturer', profile: { institutionId: ilaro.profile.id } });
    });

    const graduates = (query = '', as: Account = yaba, userId = yaba.profile.id) =>
      api.get(`/api/v1/institutions/${userId}/graduates${query}`, as.token);
    const staffList = (query = '', as: Account = yaba, userId = yaba.profile.id) =>
      api.get(`/api/v1/institutions/${userId}/staff${query}`, as.token);

    it('lists its graduates in the spec shape (graduate_id wrapped, user_id expanded), newest first, with the claim', async () => {
      const res = await graduates('?limit=9999');
      expect(res.statusCode).toBe(200);
      expect(res.body.msg).toBe(ROLL_MESSAGES.graduatesLoaded);
      const page = res.body.payload;
      expect(page.limit).toBe(100);
      expect(page.totalDocs).toBe(page.docs.length);
      expect(page.docs[0]).toMatchObject({
        _id: expect.any(String),
        graduate_id: {
          _id: student.profile.id,
          user_id: {
            _id: student.user.id,
            name: 'Ngozi Eze',
            email: student.user.email,
            phone: '+2348031234567',
          },
          is_employed: true,
          gender: 'female',
        },
        institution_id: yaba.profile.id,
        matric_number: 'FPI/ND/00006',
        claim_status: 'confirmed',
        programme_id: { name: 'Electrical Engineering Technology' },
      });
      expect(JSON.stringify(page)).not.toMatch(/password|storage|key"/i);
    });

    it('searches by name and filters by claim state; pages with true totals', async () => {
      const found = (await graduates('?name=ngozi')).body.payload;
      expect(found.docs.map((doc: any) => doc.graduate_id.user_id.name)).toEqual(['Ngozi Eze']);
      expect((await graduates('?name=nobody-like-this')).body.payload).toMatchObject({
        docs: [],
        totalDocs: 0,
      });
      const disputed = (await graduates('?claim_status=rejected')).body.payload.docs;
      expect(disputed.map((doc: any) => doc.graduate_id.user_id.name)).toEqual(['Bola Ade']);
      const total = (await graduates()).body.payload.totalDocs;
      const second = (await graduates('?limit=2&page=2')).body.payload;
      expect(second).toMatchObject({ totalDocs: total, limit: 2, page: 2, prevPage: 1 });
      expect((await graduates('?claim_status=maybe')).statusCode).toBe(400);
    });

    it("opens a student's detail with every section and files it may open; not another institution's", async () => {
      const url = `/api/v1/institutions/${yaba.profile.id}/graduates/${student.profile.id}`;
      const res = await api.get(url, yaba.token);
      expect(res.statusCode, res.body.msg).toBe(200);
      expect(res.body.payload).toMatchObject({
        _id: student.profile.id,
        user_type: 'graduate',
        user_id: { name: 'Ngozi Eze' },
        nin: expect.stringMatching(/^\d{11}$/),
        o_level_certifications: { certification_type: 'waec', number_of_sittings: 1 },
        is_employed: true,
        current_occupation: 'Electrical technician',
        skills_acquired: ['Electrical installation', 'Solar PV maintenance'],
        school_id: { url: schoolIdUrl, title: 'me.png' },
        claim: { matric_number: 'FPI/ND/00006', claim_status: 'confirmed' },
        roll_entry: { matric_number: 'FPI/ND/00006', name: graduateName(6), claim_status: 'confirmed' },
      });
      expect((await fetchFile(t.app, schoolIdUrl, yaba.token)).statusCode).toBe(200);
      expect((await fetchFile(t.app, resumeUrl, yaba.token)).statusCode).toBe(200);
      expect((await fetchFile(t.app, resumeUrl, ilaro.token)).statusCode).toBe(403);

      // Ilaro: not its student, on its own path or Yaba's; its files stay closed.
      const other = await api.get(
        `/api/v1/institutions/${ilaro.profile.id}/graduates/${student.profile.id}`,
        ilaro.token,
      );
      expect(other.statusCode).toBe(404);
      expect(other.body.msg).toBe(ROLL_MESSAGES.notYourStudent);
      expect((await api.get(url, ilaro.token)).statusCode).toBe(403);
      expect((await fetchFile(t.app, schoolIdUrl, ilaro.token)).statusCode).toBe(403);
      expect(
        (await api.get(`/api/v1/institutions/${yaba.profile.id}/graduates/${UNKNOWN_ID}`, yaba.token))
          .statusCode,
      ).toBe(404);
    });

    it('closes the detail and the files of a graduate whose claim it rejected', async () => {
      const stranger = await graduate('Not Ours');
      await link(stranger, { institution_id: yaba.profile.id, matric_number: 'ZZ/1' });
      const schoolId = (await uploadsClient(t.app).document(stranger, 'school_id', pngBody())).body.payload
        .school_id.url;
      expect((await fetchFile(t.app, schoolId, yaba.token)).statusCode).toBe(200);
      await decide(stranger.profile.id, 'reject');
      expect(
        (
          await api.get(
            `/api/v1/institutions/${yaba.profile.id}/graduates/${stranger.profile.id}`,
            yaba.token,
          )
        ).statusCode,
      ).toBe(404);
      expect((await fetchFile(t.app, schoolId, yaba.token)).statusCode).toBe(403);
      // It can still change its mind.
      expect((await decide(stranger.profile.id, 'confirm')).statusCode).toBe(200);
    });

    it('lists its staff (the institution they chose) in the spec shape, with name search, and opens their detail', async () => {
      const res = await staffList('?limit=9999');
      expect(res.statusCode).toBe(200);
      expect(res.body.payload.totalDocs).toBe(4);
      expect(res.body.payload.docs.map((doc: any) => doc.user_id.name)).not.toContain('Ilaro Lecturer');
      const tunde = (await staffList('?name=tunde')).body.payload.docs;
      expect(tunde).toEqual([
        expect.objectContaining({
          _id: member.profile.id,
          user_id: expect.objectContaining({ name: 'Tunde Bakare', phone: '+2348031234567' }),
          gender: 'male',
          staff_category: 'academic',
          current_grade_level: 'GL-12',
          mode_of_appointment: 'permanent',
          type_of_appointment: 'pensionable',
          state: 'Ogun',
          nin: expect.any(String),
        }),
      ]);
      const detail = await api.get(
        `/api/v1/institutions/${yaba.profile.id}/staff/${member.profile.id}`,
        yaba.token,
      );
      expect(detail.statusCode).toBe(200);
      expect(detail.body.payload).toMatchObject({
        user_type: 'staff',
        institution_id: yaba.profile.id,
        institution: { _id: yaba.profile.id, name: 'Yaba College of Technology' },
        id_card: { url: idCardUrl },
      });
      expect((await fetchFile(t.app, idCardUrl, yaba.token)).statusCode).toBe(200);
      expect((await fetchFile(t.app, idCardUrl, ilaro.token)).statusCode).toBe(403);
      const notHers = await api.get(
        `/api/v1/institutions/${ilaro.profile.id}/staff/${member.profile.id}`,
        ilaro.token,
      );
      expect(notHers.statusCode).toBe(404);
      expect(notHers.body.msg).toBe(ROLL_MESSAGES.notYourStaff);
    });

    it('refuses other institutions and other roles on every member route; administrators read', async () => {
      const urls = [
        `/api/v1/institutions/${yaba.profile.id}/overview`,
        `/api/v1/institutions/${yaba.profile.id}/graduates`,
        `/api/v1/institutions/${yaba.profile.id}/graduates/${student.profile.id}`,
        `/api/v1/institutions/${yaba.profile.id}/staff`,
        `/api/v1/institutions/${yaba.profile.id}/staff/${member.profile.id}`,
        `/api/v1/institutions/${yaba.profile.id}/roll`,
      ];
      const others = [ilaro, student, member, await signedIn(t, 'employer'), await signedIn(t, 'mentor')];
      for (const url of urls) {
        for (const other of others) {
          const res = await api.get(url, other.token);
          expect(res.statusCode, `${other.user.userType} ${url}`).toBe(403);
        }
        expect((await api.get(url)).statusCode).toBe(401);
        // The institution's account id names it as well as its profile id.
        expect((await api.get(url.replace(yaba.profile.id, yaba.user.id), yaba.token)).statusCode, url).toBe(
          200,
        );
      }
      const claimUrl = `/api/v1/institutions/${yaba.profile.id}/graduates/${student.profile.id}/claim`;
      for (const other of others) {
        expect((await api.patch(claimUrl, { decision: 'reject', reason: 'x' }, other.token)).statusCode).toBe(
          403,
        );
      }
      const admin = await signedIn(t, 'admin');
      for (const url of urls) expect((await api.get(url, admin.token)).statusCode, url).toBe(200);
      expect((await api.patch(claimUrl, { decision: 'reject', reason: 'x' }, admin.token)).statusCode).toBe(
        403,
      );
      expect((await api.patch(claimUrl, { decision: 'maybe' }, yaba.token)).statusCode).toBe(400);
      expect((await claimOf(student)).claim_status).toBe('confirmed');
    });
  });

  describe('programme names for the education step', () => {
    it("lists an institution's programmes (not denied ones) to any signed-in user", async () => {
      const someone = await graduate('Picker');
      const res = await api.get(`/api/v1/institutions/${yaba.profile.id}/programmes`, someone.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.payload.docs).toEqual([
        { _id: P['Computer Science'], name: 'Computer Science' },
        { _id: P['Electrical Engineering Technology'], name: 'Electrical Engineering Technology' },
      ]);
      expect(
        (await api.get(`/api/v1/institutions/${yaba.user.id}/programmes?name=comp`, someone.token)).body
          .payload.docs,
      ).toHaveLength(1);
      expect((await api.get(`/api/v1/institutions/${UNKNOWN_ID}/programmes`, someone.token)).statusCode).toBe(
        404,
      );
      expect((await api.get(`/api/v1/institutions/${yaba.profile.id}/programmes`)).statusCode).toBe(401);
    });
  });

  describe('overview', () => {
    it('counts the roll, sign-ups, confirmations, staff, programmes by status and those expiring within 90 days', async () => {
      const fresh = await institutionWithProgrammes(t, 'Overview Polytechnic', [
        'Catering',
        'Plumbing',
        'Masonry',
        'Tailoring',
      ]);
      const db = t.database.db;
      const today = todayInNigeria();
      const set = (name: string, values: Partial<typeof programmes.$inferInsert>) =>
        db.update(programmes).set(values).where(eq(programmes.id, fresh.programmes[name]));
      await set('Catering', {
        status: 'approved',
        grantedDate: '2020-01-01',
        expiryDate: addDuration(today, '30 day'),
      });
      await set('Plumbing', { status: 'approved', grantedDate: '2015-01-01', expiryDate: '2020-01-01' });
      await set('Masonry', { status: 'denied' });
      await importRoll(
        t.app,
        fresh.institution,
        rollCsv([1, 2, 3].map((i) => rollLine(i, { programme: 'Catering', graduation_year: 2021 }))),
      );
      const who = await graduate('Overview Graduate');
      await link(who, {
        institution_id: fresh.institution.profile.id,
        matric_number: 'FPI/ND/00001',
        programme_id: fresh.programmes.Catering,
        graduation_year: 2021,
      });
      const claimer = await graduate('Overview Claimer');
      await link(claimer, { institution_id: fresh.institution.profile.id, matric_number: 'NEW/1' });
      await signedIn(t, 'staff', { profile: { institutionId: fresh.institution.profile.id } });
      await rolls.invite(fresh.institution, { all: true });

      const res = await api.get(
        `/api/v1/institutions/${fresh.institution.profile.id}/overview`,
        fresh.institution.token,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body.msg).toBe(ROLL_MESSAGES.overviewLoaded);
      expect(res.body.payload).toMatchObject({
        roll: { total: 3, signed_up: 1, confirmed: 1, invited: 2 },
        graduates: { total: 2, confirmed: 1, claimed: 1, disputed: 0, rejected: 0 },
        staff: 1,
        programmes: {
          total: 4,
          by_status: { approved: 1, expired: 1, pending: 1, denied: 1 },
          expiring_soon: 1,
        },
      });
      expect(res.body.payload.expiring_programmes).toEqual([
        expect.objectContaining({ name: 'Catering', status: 'approved', expires_in_days: 30 }),
      ]);
    });
  });
});
