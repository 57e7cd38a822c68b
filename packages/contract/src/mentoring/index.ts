/*
 * Mentoring (issue 12; spec 000 §2 '/mentors', §3 Mentor, §7; spec 001 §1-§8 mentor screens, Mentee/graduate,
 * broadcast). Mentors cannot sign up: administrators create them and the mentor sets a password from a mailed,
 * single-use, expiring link (the same invitation routes as administrators': ADMIN_ROUTES.acceptInvitation).
 *
 * Routes (under /api). {id} and {user_id} of a mentor: its account id or its mentor-profile id. {graduate_id},
 * {mentee_id}: a graduate's profile id or account id. Paged lists cap `limit` at MAX_PAGE_SIZE (100).
 *
 *   method path                                             who may call
 *   GET    /v1/admin/mentors?q&status&mentor_type&page&limit admin                -> Paged<AdminMentor>
 *   POST   /v1/admin/mentors           CreateMentor          admin                -> AdminMentor (201), link mailed
 *   GET    /v1/admin/mentors/{id}                            admin                -> AdminMentor
 *   PATCH  /v1/admin/mentors/{id}      UpdateMentorByAdmin   admin                -> AdminMentor
 *   POST   /v1/admin/mentors/{id}/deactivate {reason?}       admin                -> AdminMentor (sessions end)
 *   POST   /v1/admin/mentors/{id}/reactivate                 admin                -> AdminMentor
 *   POST   /v1/admin/mentors/{id}/invitation                 admin                -> AdminMentor (re-invite: new
 *                                                                                    link mailed, old link dead)
 *   POST   /v1/admin/mentors/{id}/graduates  {graduate_id}   admin                -> AssignmentResult (201; 200
 *                                                                                    when already in the cohort)
 *   POST   /v1/admin/mentors/{id}/graduates/preview  AssignmentFilters  admin     -> AssignmentPreview
 *   POST   /v1/admin/mentors/{id}/graduates/bulk     AssignmentFilters  admin     -> AssignmentResult
 *   DELETE /v1/admin/mentors/{id}/graduates/{graduate_id}   admin                -> AssignmentResult
 *   POST   /v1/admin/mentors/{id}/graduates/bulk-unassign  UnassignmentFilters  admin -> AssignmentResult
 *   GET    /v1/mentors/{user_id}/graduates?name&page&limit   the mentor (self), admin -> Paged<Mentee>
 *   GET    /v1/mentors/{user_id}/graduates/{graduate_id}     the mentor of that graduate (self + assigned),
 *                                                            admin                -> MenteeDetail
 *   GET    /v1/mentors/{user_id}/overview                    the mentor (self), admin -> MentorOverview
 *   POST   /v1/mentors/{user_id}/broadcast  Broadcast        the mentor (self)    -> BroadcastResult (201)
 *   GET    /v1/graduates/{user_id}/mentors?mentor_type&limit=999   the graduate (self), admin -> Paged<GraduateMentor>
 *   GET    /v1/graduates/{mentee_id}/institutions            the graduate (self), an assigned mentor
 *                                                            -> LinkedInstitutions (institutions.ts)
 *   GET    /v1/invitations/{token}, POST /v1/invitations/{token} {username, password}: public (admin/administrators.ts);
 *          a mentor's invitation answers user_type 'mentor' and sets the password of the account made here.
 *
 * Rules:
 * - A mentor reads only their own cohort: another mentor's graduate (detail, institutions, files) is 403
 *   MENTORING_MESSAGES.notYourMentee; other roles get 403. A graduate reads only their own mentors.
 * - A graduate may have several mentors; a pair is assigned once. A cohort holds at most MENTOR_COHORT_MAX
 *   graduates (CONVERSATION_MEMBERS_MAX - 1), which bounds the copies one broadcast writes.
 * - Bulk assignment takes at least one filter; every filter given must match. A graduate matches institution,
 *   programme and graduation_year through an institution link whose claim is not rejected, and state through
 *   the profile's state. Deactivated graduates never match. Preview first: it stores nothing.
 * - Bulk unassignment removes the mentor's mentees matching the same filters (the preview's already_assigned
 *   counts them), or, with `all: true` and no filter, every mentee (deactivated ones included). Neither filters
 *   nor `all`, or both: 400. Nothing of this mentor's cohort matching: 400, nothing changed. Other mentors'
 *   assignments are never touched.
 * - Graduates see only mentors who have joined and are active: a mentor still invited (or whose invitation expired)
 *   or deactivated is not listed. Deactivated mentors cannot sign in; their cohort is kept for reactivation.
 * - The overview's 'surveys' card is the mentor's own survey list total (GET /v1/surveys, totalDocs).
 * - Broadcast, as broadcast lists do (issue 22; spec 001 §7 made one group of the cohort, which showed every
 *   mentee every other mentee's name, with 'hello' first): each mentee receives the text in their own one-to-one
 *   conversation with the mentor (created when missing, the text its first message), live (receive-message /
 *   chat-created) like any message, and nobody learns who else is in the cohort. It counts as one message against
 *   the mentor's rate. An empty text sends nothing (400); `client_id` makes a retry send nothing twice.
 * - Every administrator's change is written to the audit log.
 */

export * from './admin';
export * from './cohort';
export * from './limits';
export * from './sentences';
