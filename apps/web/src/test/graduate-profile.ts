/** One graduate's profile as the server sends it (spec 001 §3), for every page that shows a graduate read-only. */
export const NOW = '2025-05-02T09:00:00.000Z';

export const storedFile = (title: string, id: string, size = 524_288) => ({
  url: `/api/v1/files/${id}`,
  title,
  size,
  mimetype: title.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
});

/** Amina Bello, graduate-1 (account account-g1), employed as an electrician, with a resume and a school ID. */
export function aGraduateProfile() {
  return {
    _id: 'graduate-1',
    user_type: 'graduate' as const,
    user_id: {
      _id: 'account-g1',
      user_type: 'graduate' as const,
      name: 'Amina Bello',
      username: 'amina',
      email: 'amina.bello@example.ng',
      phone: '+2348031234567',
      avatar: null,
      address: '12 Harmony Road|Ogun|Nigeria',
      is_email_verified: true,
      createdAt: NOW,
      updatedAt: NOW,
    },
    is_profile_complete: true,
    createdAt: NOW,
    updatedAt: NOW,
    gender: 'female' as const,
    date_of_birth: '1999-04-21',
    nationality: 'Nigeria',
    state: 'Ogun',
    lga: 'Abeokuta North',
    nin: '98765432109',
    phone: '+2348031234567',
    highest_academic_qualification: 'ND' as const,
    matric_number: 'FPI/ND/EE/19/001',
    o_level_certifications: { certification_type: 'waec' as const, number_of_sittings: 2 },
    is_employed: true,
    current_occupation: 'Electrician',
    skills_acquired: ['Electrical installation', 'Solar PV maintenance'],
    resume_id: storedFile('cv.pdf', '0b7c9a1e-0000-4000-8000-000000000001'),
    school_id: storedFile('school-id.jpg', '0b7c9a1e-0000-4000-8000-000000000002'),
  };
}
