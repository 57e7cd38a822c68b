import { fieldInWords, SERVER_MESSAGES, segmentOf, type UserType } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signedIn } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';

const ADDRESS = '12 Harmony Road, Ilaro|Ogun|Nigeria';
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
let ninSequence = 0;
const freshNin = () => `7${String(Date.now()).slice(-6)}${String(ninSequence++).padStart(4, '0')}`;
/** The body's profile fields: the account fields (name, phone, address) are read under user_id. */
const profilePart = (body: Record<string, unknown>, ...account: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !account.includes(key)));

describe('PATCH /api/v1/{users}/{id}', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());

  type Account = Awaited<ReturnType<typeof signedIn>>;
  const url = (account: Account) =>
    `/api/v1/${segmentOf(account.user.userType as UserType)}/${account.profile.id}`;
  const patch = (account: Account, body: unknown) => api.patch(url(account), body, account.token);
  const read = async (account: Account) => {
    const res = await api.get(url(account), account.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    return res.body.payload;
  };

  it('saves every graduate field, answers the spec message and completes the profile', async () => {
    const graduate = await signedIn(t, 'graduate');
    expect((await read(graduate)).is_profile_complete).toBe(false);
    const nin = freshNin();
    const body = {
      name: 'Amaka Chukwu-Obi',
      phone: '0803 123 4567',
      address: ADDRESS,
      gender: 'female',
      date_of_birth: '1999-02-28',
      nationality: 'Nigeria',
      state: 'Lagos',
      lga: 'Ikeja',
      nin,
      highest_academic_qualification: 'HND',
      matric_number: 'YCT/ND/19/0042',
      o_level_certifications: { certification_type: 'neco', number_of_sittings: 2 },
      is_employed: true,
      current_occupation: 'Welder',
      skills_acquired: ['Welding', 'Fabrication'],
    };
    const res = await patch(graduate, body);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Graduate Info Updated successfully');
    const saved = await read(graduate);
    expect(saved).toMatchObject({
      ...profilePart(body, 'name', 'address'),
      phone: '+2348031234567',
      is_profile_complete: true,
    });
    expect(saved.user_id).toMatchObject({ name: body.name, phone: '+2348031234567', address: ADDRESS });
    expect(res.body.payload).toEqual(saved);
    expect((await login(t, 'graduate', graduate.user.email)).user.is_profile_complete).toBe(true);
  });

  it('completes a graduate once address, nin and is_employed are set; unemployed clears occupation', async () => {
    const graduate = await signedIn(t, 'graduate');
    expect((await patch(graduate, { is_employed: false })).body.payload.is_profile_complete).toBe(false);
    expect((await patch(graduate, { nin: freshNin() })).body.payload.is_profile_complete).toBe(false);
    expect((await login(t, 'graduate', graduate.user.email)).user.is_profile_complete).toBe(false);
    expect((await patch(graduate, { address: ADDRESS })).body.payload.is_profile_complete).toBe(true);
    expect((await login(t, 'graduate', graduate.user.email)).user.is_profile_complete).toBe(true);
    await patch(graduate, { is_employed: true, current_occupation: 'Plumber' });
    const unemployed = await patch(graduate, { is_employed: false });
    expect(unemployed.body.payload).toMatchObject({ is_employed: false, current_occupation: null });
  });

  it.each(['graduate', 'staff'] as const)(
    'keeps the %s profile phone and the account phone the same',
    async (userType) => {
      const account = await signedIn(t, userType, { complete: true });
      await patch(account, { phone: '0905 555 0101' });
      const saved = await read(account);
      expect(saved.user_id.phone).toBe('+2349055550101');
      expect(saved.phone).toBe('+2349055550101');
    },
  );

  it('saves staff fields, links an institution and refuses an unknown one', async () => {
    const staff = await signedIn(t, 'staff');
    const institution = await signedIn(t, 'institution', { complete: true });
    const body = {
      institution_id: institution.profile.id,
      staff_category: 'non-academic',
      current_grade_level: 'GL-08',
      employer_category: 'state',
      mode_of_appointment: 'contract',
      type_of_appointment: 'non-pensionable',
      nin: freshNin(),
      address: ADDRESS,
    };
    const res = await patch(staff, body);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Staff Info Updated successfully');
    expect(await read(staff)).toMatchObject({ ...profilePart(body, 'address'), is_profile_complete: true });
    expect((await login(t, 'staff', staff.user.email)).user.is_profile_complete).toBe(true);

    const unknown = await patch(staff, { institution_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.payload.fields.institution_id).toMatch(/^institution_id must be an institution/);
    expect((await read(staff)).institution_id).toBe(institution.profile.id);
  });

  it('saves every institution field with the website URL-encoded', async () => {
    const institution = await signedIn(t, 'institution');
    const body = {
      name: 'Federal Polytechnic Nekede',
      institution_type: 'federal-polytechnics',
      ownership_type: 'federal',
      year_of_establishment: 1978,
      year_of_first_visit: 2019,
      area_of_specialization: 'Engineering technology',
      total_number_of_students: 15000,
      number_of_graduates: 4200,
      number_of_staff: { academic: 520, non_academic: 610 },
      number_of_accredited_courses: 41,
      principal_administrator: {
        name: 'Ada Nwosu',
        heighest_academic_qualifications: 'PhD',
        grade_level: 'CONPCASS 07',
      },
      website_url: 'https%3A%2F%2Ffpno.edu.ng',
      phone: '+2348031234567',
      address: 'PMB 1036, Owerri|Imo|Nigeria',
    };
    expect((await read(institution)).is_profile_complete).toBe(false);
    const res = await patch(institution, body);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Institution updated successfully');
    expect(res.body.payload.is_profile_complete).toBe(false);
    const saved = await read(institution);
    expect(saved).toMatchObject(profilePart(body, 'name', 'phone', 'address'));
    expect(saved.website_url).toBe(encodeURIComponent('https://fpno.edu.ng'));
    expect(saved.user_id).toMatchObject({ name: body.name, phone: body.phone, address: body.address });
    const owned = await patch(institution, { name_of_owner: 'Federal Government of Nigeria' });
    expect(owned.body.payload.is_profile_complete).toBe(true);
    expect((await login(t, 'institution', institution.user.email)).user.is_profile_complete).toBe(true);
  });

  it('saves employer fields; accepts_corp_members takes true, false and null', async () => {
    const employer = await signedIn(t, 'employer');
    const body = {
      name: 'Kano Agro Foods Ltd.',
      industry_type: 'Agriculture',
      website_url: 'kanoagro.com.ng',
      organization_size: '100-499',
      ownership_type: 'ppp',
      name_of_principal_official: 'Musa Ibrahim',
      date_of_establishment: '2004-06-01',
      number_of_branches: 4,
      accepts_corp_members: true,
    };
    const res = await patch(employer, body);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Employer info Updated successfully!');
    expect(await read(employer)).toMatchObject({
      ...profilePart(body, 'name'),
      website_url: encodeURIComponent('https://kanoagro.com.ng'),
      is_profile_complete: false,
    });
    for (const value of [false, null, true]) {
      expect((await patch(employer, { accepts_corp_members: value })).statusCode).toBe(200);
      expect((await read(employer)).accepts_corp_members).toBe(value);
    }
    const cac = await patch(employer, { cac_document: { url: '/x' } });
    expect(cac.statusCode).toBe(400);
    expect(cac.body.payload.fields.cac_document).toBe('cac_document is not a known field');
  });

  it('saves mentor fields', async () => {
    const mentor = await signedIn(t, 'mentor');
    const body = { mentor_type: 'organization', area_of_specialization: 'Solar', industry_type: 'Other' };
    const res = await patch(mentor, body);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Mentor Info Updated successfully');
    expect(await read(mentor)).toMatchObject({ ...body, is_profile_complete: true });
  });

  it("changes only one's own profile", async () => {
    const graduate = await signedIn(t, 'graduate', { complete: true });
    const other = await signedIn(t, 'graduate', { complete: true });
    const before = await read(other);
    const res = await api.patch(url(other), { gender: 'male' }, graduate.token);
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ status: 'Forbidden', msg: SERVER_MESSAGES.notOwner, payload: null });
    const employer = await signedIn(t, 'employer');
    expect((await api.patch(url(other), { gender: 'male' }, employer.token)).statusCode).toBe(403);
    const asEmployer = `/api/v1/employers/${graduate.profile.id}`;
    expect((await api.patch(asEmployer, { name: 'X Ltd' }, graduate.token)).statusCode).toBe(403);
    expect((await api.patch(url(other), { gender: 'male' })).statusCode).toBe(401);
    expect(await read(other)).toEqual(before);
  });

  it('saves through the account id as through the profile id, and not through another account id', async () => {
    const graduate = await signedIn(t, 'graduate', { complete: true });
    const other = await signedIn(t, 'graduate', { complete: true });
    const res = await api.patch(`/api/v1/graduates/${graduate.user.id}`, { gender: 'male' }, graduate.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload).toMatchObject({ _id: graduate.profile.id, gender: 'male' });
    const before = await read(other);
    const refused = await api.patch(`/api/v1/graduates/${other.user.id}`, { gender: 'male' }, graduate.token);
    expect(refused.statusCode).toBe(403);
    expect(await read(other)).toEqual(before);
  });

  it('refuses unknown fields and out-of-range values by name, storing nothing', async () => {
    const graduate = await signedIn(t, 'graduate', { complete: true });
    const before = await read(graduate);
    // biome-ignore format: one case per line
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gender: 'male', is_verified: true }, 'is_verified', 'is_verified is not a known field'],
      [{ user_type: 'admin' }, 'user_type', 'user_type is not a known field'],
      [{ gender: 'unknown' }, 'gender', 'gender must be one of: male, female, other'],
      [{ highest_academic_qualification: 'BSc' }, 'highest_academic_qualification', 'highest_academic_qualification must be one of'],
      [{ o_level_certifications: { certification_type: 'waec', number_of_sittings: 9 } }, 'o_level_certifications.number_of_sittings', 'number_of_sittings must be 1 to 4'],
      [{ gender: 'male', nin: 'abcdefghijk' }, 'nin', 'nin must be exactly 11 digits'],
      [{ date_of_birth: tomorrow() }, 'date_of_birth', 'date_of_birth cannot be in the future'],
      [{ date_of_birth: '2001-02-30' }, 'date_of_birth', 'date_of_birth must be a date like 2001-09-30'],
      [{ phone: 'call me' }, 'phone', 'phone must be a Nigerian mobile number'],
      [{ address: 'Ogun|Nigeria' }, 'address', 'address must be street|state|country'],
      [{ skills_acquired: 'Welding' }, 'skills_acquired', 'skills_acquired must be a list of skills'],
      [{ state: 'Lagos' }, 'lga', 'lga must be a local government area of Lagos'],
      [{}, 'body', 'Send at least one field to update'],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(graduate, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe('Bad Request');
      // The msg names the field in words (issue 22 point 15); the fields keep the API's names for the forms.
      expect(res.body.msg).toContain(
        field === 'body' ? message : message.replace(field, fieldInWords(field)),
      );
      expect(res.body.payload.fields[field], JSON.stringify(res.body)).toContain(message);
    }
    expect(await read(graduate)).toEqual(before);
  });

  it('refuses bad enums for the other roles', async () => {
    const cases: [UserType, Record<string, unknown>, string][] = [
      ['staff', { current_grade_level: 'GL-18' }, 'current_grade_level'],
      ['staff', { mode_of_appointment: 'casual' }, 'mode_of_appointment'],
      ['institution', { institution_type: 'university' }, 'institution_type'],
      ['institution', { number_of_staff: { academic: 1 } }, 'number_of_staff.non_academic'],
      ['employer', { ownership_type: 'family' }, 'ownership_type'],
      ['employer', { website_url: 'not a url' }, 'website_url'],
      ['employer', { accepts_corp_members: 'yes' }, 'accepts_corp_members'],
      ['mentor', { mentor_type: 'group' }, 'mentor_type'],
    ];
    for (const [userType, body, field] of cases) {
      const account = await signedIn(t, userType, { complete: true });
      const before = await read(account);
      const res = await patch(account, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.payload.fields)).toEqual([field]);
      expect(res.body.msg.startsWith(fieldInWords(field)), res.body.msg).toBe(true);
      expect(await read(account)).toEqual(before);
    }
  });

  it('keeps one graduate per NIN: a second graduate saving it gets 409 and nothing is half-written', async () => {
    const first = await signedIn(t, 'graduate');
    const second = await signedIn(t, 'graduate');
    const nin = freshNin();
    expect((await patch(first, { nin })).statusCode).toBe(200);
    expect((await patch(first, { nin, gender: 'male' })).statusCode).toBe(200);
    const before = await read(second);
    const res = await patch(second, { nin, name: 'Someone Else', gender: 'other' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({
      status: 'Conflict',
      msg: SERVER_MESSAGES.ninTaken,
      payload: { fields: { nin: SERVER_MESSAGES.ninTaken } },
    });
    expect(await read(second)).toEqual(before);
    const staff = await signedIn(t, 'staff');
    expect((await patch(staff, { nin })).statusCode).toBe(200);
  });
});
