import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopic, registerUser, type TestUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { relativeTime } from '../../rest/legacy-format.js';

let t: TestApp;
let owner: TestUser;
let a: TestUser;
let b: TestUser;
let topicId: number;

const publish = async (u: TestUser, title: string): Promise<number> => Number(await createTopic(u, { topic: title }));

const comment = async (u: TestUser, text: string, tid = topicId): Promise<number> => {
  const r = await u.client.rest('POST', '/addcomment', { userCommentobj: { topicId: tid, comment_text: text } });
  expect(r).toMatchObject({ STATUSCODE: 0, PAYLOAD: expect.any(Number) });
  return r.PAYLOAD;
};

beforeAll(async () => {
  t = await startTestApp();
  [owner, a, b] = [await registerUser(t), await registerUser(t), await registerUser(t)];
  topicId = await publish(owner, 'Legacy discussion');
});
afterAll(() => t?.stop());

describe('legacy comment paths', () => {
  it('/addcomment → /getUserComment → /getusernotifycomment; a forged userid is ignored; visitors read', async () => {
    const first = await comment(a, '<p>first</p>');
    // b claims to be a: the session decides the author
    const forged = await b.client.rest('POST', '/addcomment', { userCommentobj: { topicId, comment_text: '<p>second <script>x</script></p>', userid: Number(a.id) } });
    expect(forged.STATUSCODE).toBe(0);

    const page = await a.client.rest('POST', '/getUserComment', { obj: { topicId, userid: 1, page: 1, limit: 1 } });
    expect(page.PAYLOAD[0]).toEqual({ next: { page: 2, limit: 1 } });
    expect(page.PAYLOAD[1]).toEqual({
      comment_id: forged.PAYLOAD,
      comment_text: '<p>second </p>',
      topicId,
      superuser: Number(owner.id),
      userid: Number(b.id),
      username: b.username,
      profile_image: '',
      commentlikecount: 0,
      likeFlag: 0,
      loginUser: true,
      replycount: 0,
      currentTime: '0 minutes ago',
      commentisedited: false,
    });
    const last = await t.client().rest('POST', '/getUserComment', { obj: { topicId: String(topicId), page: 2, limit: 1 } });
    expect(last.PAYLOAD[0]).toEqual({ next: { page: null, limit: 1 } });
    expect(last.PAYLOAD[1]).toMatchObject({ comment_id: first, userid: Number(a.id), loginUser: false, likeFlag: 0 });
    expect((await t.client().rest('POST', '/getUserComment', { obj: { topicId } })).PAYLOAD[0]).toEqual({ next: { page: null, limit: 5 } });

    // the notification the owner got opens the comment
    const notes = await owner.client.rest('POST', '/getusernotification', { notifyto: { page: 1, limit: 5 } });
    const note = notes.PAYLOAD.find((n: { notify_type: string; notify_comment_id: number }) => n.notify_type === 'commented' && n.notify_comment_id === first);
    expect(note).toMatchObject({ notify_topicid: topicId, notify_reply_id: null });
    const one = await owner.client.rest('POST', '/getusernotifycomment', { obj: { topicId, notify_comment_id: note.notify_comment_id } });
    expect(one).toMatchObject({ STATUSCODE: 0, PAYLOAD: [{ comment_id: first, superuser: Number(owner.id), comment_text: '<p>first</p>', loginUser: true }] });
    expect(one.PAYLOAD).toHaveLength(1);
    expect(await owner.client.rest('POST', '/getusernotifycomment', { obj: { topicId: topicId + 1000, notify_comment_id: first } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.commentNotFound });
    expect(await owner.client.rest('POST', '/getusernotifycomment', { obj: { notify_comment_id: 999999 } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.commentNotFound });

    // refusals and bad shapes
    expect((await t.client().rest('POST', '/addcomment', { userCommentobj: { topicId, comment_text: 'hi' } })).STATUSCODE).toBe(2);
    expect(await a.client.rest('POST', '/addcomment', { userCommentobj: { topicId, comment_text: '<p> </p>' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.commentEmpty });
    expect(await a.client.rest('POST', '/addcomment', { userCommentobj: { topicId: 999999, comment_text: 'hi' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.topicNotFound });
    expect(await a.client.rest('POST', '/addcomment', { comment_text: 'hi' })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'userCommentobj must be a JSON object.' });
    expect(await a.client.rest('POST', '/addcomment', { userCommentobj: { topicId } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'comment_text is required.' });
    expect(await a.client.rest('POST', '/addcomment', { userCommentobj: { topicId: 'x1', comment_text: 'hi' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'topicId must be a number.' });
    expect(await a.client.rest('POST', '/getUserComment', { obj: { topicId, page: 0 } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'page must be a whole number of at least 1.' });
    expect(await a.client.rest('POST', '/getUserComment', { obj: { topicId: 999999 } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.topicNotFound });
    expect(await a.client.rest('POST', '/getusernotifycomment', { obj: { topicId } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'notify_comment_id is required.' });
  });

  it('a page of /getUserComment costs the same SQL whatever its size', async () => {
    const tid = await publish(owner, 'Many comments');
    for (let i = 0; i < 6; i++) await comment(i % 2 ? a : b, `<p>c${i}</p>`, tid);
    await a.client.rest('POST', '/addlikecomment', { comment_id: (await comment(b, '<p>liked</p>', tid)) });
    const small = await t.countSql(() => a.client.rest('POST', '/getUserComment', { obj: { topicId: tid, page: 1, limit: 2 } }));
    const large = await t.countSql(() => a.client.rest('POST', '/getUserComment', { obj: { topicId: tid, page: 1, limit: 7 } }));
    expect(small.result.PAYLOAD).toHaveLength(3);
    expect(large.result.PAYLOAD).toHaveLength(8);
    expect(large.result.PAYLOAD[1]).toMatchObject({ likeFlag: 1, commentlikecount: 1 });
    expect(large.statements.length).toBe(small.statements.length);
  });

  it('/addlikecomment, /undolikecomment, /addlikereply, /undolikereply: idempotent, PAYLOAD the count', async () => {
    const c = await comment(owner, '<p>like me</p>');
    const r = (await a.client.rest('POST', '/adduserreply', { replyObject: { commentreply_id: c, reply_text: 'r' } })).PAYLOAD;
    for (const u of [a, b]) expect(await u.client.rest('POST', '/addlikecomment', { comment_id: c })).toMatchObject({ STATUSCODE: 0 });
    expect((await a.client.rest('POST', '/addlikecomment', { comment_id: String(c) })).PAYLOAD).toBe(2);
    expect((await a.client.rest('POST', '/undolikecomment', { comment_id: c })).PAYLOAD).toBe(1);
    expect((await a.client.rest('POST', '/undolikecomment', { comment_id: c })).PAYLOAD).toBe(1);
    expect((await b.client.rest('POST', '/addlikereply', { reply_id: r })).PAYLOAD).toBe(1);
    expect((await b.client.rest('POST', '/addlikereply', { reply_id: r })).PAYLOAD).toBe(1);
    const replies = await b.client.rest('POST', '/getuserreply', { obj: { commentreply_id: c } });
    expect(replies.PAYLOAD[1]).toMatchObject({ reply_id: r, replylikecount: 1, likeFlag: 1 });
    expect((await b.client.rest('POST', '/undolikereply', { reply_id: r })).PAYLOAD).toBe(0);
    expect((await t.client().rest('POST', '/addlikecomment', { comment_id: c })).STATUSCODE).toBe(2);
    expect(await a.client.rest('POST', '/addlikecomment', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: 'comment_id is required.' });
    expect(await a.client.rest('POST', '/addlikereply', { reply_id: 999999 })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.replyNotFound });
  });

  it('/editcomment and /deleteusercomment: the author edits and deletes, a stranger is refused whatever userid they send, the owner removes', async () => {
    const c = await comment(a, '<p>before</p>');
    expect(await b.client.rest('POST', '/editcomment', { comment_id: c, comment_text: 'hijack', userid: Number(a.id) })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.onlyAuthorEditsComment });
    expect(await a.client.rest('POST', '/editcomment', { comment_id: c, comment_text: '<p>after</p>' })).toMatchObject({
      STATUSCODE: 0,
      MESSAGE: MSG.commentUpdated,
      PAYLOAD: { comment_id: c, comment_text: '<p>after</p>', commentisedited: true },
    });
    expect(await b.client.rest('POST', '/deleteusercomment', { comment_id: c, userid: Number(a.id) })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.cannotDeleteComment });
    expect((await t.client().rest('POST', '/deleteusercomment', { comment_id: c })).STATUSCODE).toBe(2);
    expect(await a.client.rest('POST', '/editcomment', { comment_id: c })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'comment_text is required.' });
    expect(await a.client.rest('POST', '/deleteusercomment', { comment_id: c, userid: Number(b.id) })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.commentDeleted, PAYLOAD: 1 });
    expect(await a.client.rest('POST', '/deleteusercomment', { comment_id: c })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.commentNotFound });
    const c2 = await comment(b, '<p>remove me</p>');
    expect(await owner.client.rest('POST', '/deleteusercomment', { comment_id: c2 })).toMatchObject({ STATUSCODE: 0 });
  });
});

describe('legacy reply paths', () => {
  it('/adduserreply, /getuserreply, /getusernotifyreply, /edituserreply, /deluserreply', async () => {
    const c = await comment(a, '<p>question</p>');
    const r1 = await b.client.rest('POST', '/adduserreply', { replyObject: { commentreply_id: c, reply_text: '<p>answer</p>', replyuserid: Number(owner.id) } });
    expect(r1).toMatchObject({ STATUSCODE: 0, PAYLOAD: expect.any(Number) });
    // a reply to b's reply: b is answered
    const r2 = await a.client.rest('POST', '/adduserreply', { replyObject: { commentreply_id: String(c), reply_text: 'thanks', reply_id: r1.PAYLOAD } });

    const list = await owner.client.rest('POST', '/getuserreply', { obj: { userid: 1, commentreply_id: c, page: 1, limit: 5 } });
    expect(list.PAYLOAD[0]).toEqual({ next: { page: null, limit: 5 } });
    expect(list.PAYLOAD[1]).toEqual({
      reply_id: r1.PAYLOAD,
      commentreply_id: c,
      reply_text: '<p>answer</p>',
      replyuserid: Number(b.id),
      superuser: Number(owner.id),
      replylikecount: 0,
      replyisdeleted: false,
      replyto: Number(a.id),
      replyuserdetail: { userid: Number(b.id), username: b.username, profile_image: '' },
      replyisedited: false,
      likeFlag: 0,
      currentTime: '0 minutes ago',
    });
    expect(list.PAYLOAD[2]).toMatchObject({ reply_id: r2.PAYLOAD, replyuserid: Number(a.id), replyto: Number(b.id), reply_text: 'thanks' });
    expect((await t.client().rest('POST', '/getUserComment', { obj: { topicId } })).PAYLOAD[1]).toMatchObject({ comment_id: c, replycount: 2 });
    const paged = await t.client().rest('POST', '/getuserreply', { obj: { commentreply_id: c, page: 1, limit: 1 } });
    expect(paged.PAYLOAD).toHaveLength(2);
    expect(paged.PAYLOAD[0]).toEqual({ next: { page: 2, limit: 1 } });

    // b's notification of a's reply opens it
    const notes = await b.client.rest('POST', '/getusernotification', { notifyto: {} });
    const note = notes.PAYLOAD.find((n: { notify_type: string }) => n.notify_type === 'replied');
    expect(note).toMatchObject({ notify_comment_id: c, notify_reply_id: r2.PAYLOAD });
    const one = await b.client.rest('POST', '/getusernotifyreply', { obj: { commentreply_id: note.notify_comment_id, notify_reply_id: note.notify_reply_id } });
    expect(one).toMatchObject({ STATUSCODE: 0, PAYLOAD: [{ reply_id: r2.PAYLOAD, superuser: Number(owner.id), replyto: Number(b.id) }] });
    const other = await comment(b, '<p>other</p>');
    expect(await b.client.rest('POST', '/getusernotifyreply', { obj: { commentreply_id: other, notify_reply_id: r2.PAYLOAD } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.replyNotFound });
    expect(await b.client.rest('POST', '/getusernotifyreply', { obj: { commentreply_id: 999999, notify_reply_id: r2.PAYLOAD } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.commentNotFound });

    expect(await a.client.rest('POST', '/edituserreply', { reply_obj: { reply_id: r1.PAYLOAD, reply_text: 'mine now', replyprevious: '<p>answer</p>' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.onlyAuthorEditsComment });
    expect(await b.client.rest('POST', '/edituserreply', { reply_obj: { reply_id: r1.PAYLOAD, reply_text: '<p>better</p>', replyprevious: '<p>answer</p>' } })).toMatchObject({
      STATUSCODE: 0,
      PAYLOAD: { reply_id: r1.PAYLOAD, reply_text: '<p>better</p>', replyisedited: true },
    });
    expect(await a.client.rest('POST', '/deluserreply', { reply_id: r1.PAYLOAD, replyuserid: Number(a.id) })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.cannotDeleteComment });
    expect(await b.client.rest('POST', '/deluserreply', { reply_id: r1.PAYLOAD, replyuserid: Number(a.id) })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.replyDeleted });
    expect(await owner.client.rest('POST', '/deluserreply', { reply_id: r2.PAYLOAD })).toMatchObject({ STATUSCODE: 0 });
    expect((await t.client().rest('POST', '/getuserreply', { obj: { commentreply_id: c } })).PAYLOAD).toHaveLength(1);

    expect((await t.client().rest('POST', '/adduserreply', { replyObject: { commentreply_id: c, reply_text: 'hi' } })).STATUSCODE).toBe(2);
    expect(await a.client.rest('POST', '/adduserreply', { replyObject: { commentreply_id: c, reply_text: 'hi', reply_id: 999999 } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.replyNotFound });
    expect(await a.client.rest('POST', '/adduserreply', { replyObject: { reply_text: 'hi' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'commentreply_id is required.' });
    expect(await a.client.rest('POST', '/adduserreply', { replyObject: 'hi' })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'replyObject must be a JSON object.' });
    expect(await a.client.rest('POST', '/edituserreply', { reply_obj: { reply_id: r1.PAYLOAD, reply_text: 5 } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'reply_text must be a string.' });
    expect(await a.client.rest('POST', '/getuserreply', { obj: { commentreply_id: 999999 } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.commentNotFound });
  });

  it('/reptusercomment and /reptuserreply: a reason by name or number; report_userId is ignored', async () => {
    const c = await comment(a, '<p>report me</p>');
    const r = (await a.client.rest('POST', '/adduserreply', { replyObject: { commentreply_id: c, reply_text: 'me too' } })).PAYLOAD;
    expect(await b.client.rest('POST', '/reptusercomment', { comment_id: c, report_userId: Number(a.id), report_text: 'spam' })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.reportSent });
    expect(await b.client.rest('POST', '/reptuserreply', { reply_id: r, report_userId: Number(a.id), report_text: 3 })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.reportSent });
    expect(await b.client.rest('POST', '/reptuserreply', { reply_id: r, report_text: '8' })).toMatchObject({ STATUSCODE: 0 });
    // the author cannot report their own comment, even naming someone else as the reporter
    expect(await a.client.rest('POST', '/reptusercomment', { comment_id: c, report_userId: Number(b.id), report_text: 'Spam' })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.cannotReportOwnComment });
    expect(await b.client.rest('POST', '/reptusercomment', { comment_id: c, report_text: 'Rude' })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.reportReasonInvalid });
    expect(await b.client.rest('POST', '/reptusercomment', { comment_id: c, report_text: 9 })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.reportReasonInvalid });
    expect(await b.client.rest('POST', '/reptusercomment', { comment_id: c })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'report_text is required.' });
    expect(await b.client.rest('POST', '/reptusercomment', { comment_id: c, report_text: ['Spam'] })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'report_text must be a reason or its number.' });
    expect((await t.client().rest('POST', '/reptuserreply', { reply_id: r, report_text: 'Spam' })).STATUSCODE).toBe(2);
  });
});

describe('legacy follow and profile paths', () => {
  it('/addfollower, /removefollower, /getuserfollower, /getuserfollowing, /userfreindlist', async () => {
    const [p, q, r] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    // q follows p; followerId claims r is the follower: ignored
    expect(await q.client.rest('POST', '/addfollower', { followerobject: { userid: Number(p.id), followerId: Number(r.id) } })).toMatchObject({
      STATUSCODE: 0,
      PAYLOAD: { userid: Number(p.id), isFollowing: true, followercount: 1, followingcount: 0 },
    });
    expect((await q.client.rest('POST', '/addfollower', { followerobject: { userid: String(p.id) } })).PAYLOAD.followercount).toBe(1);
    await r.client.rest('POST', '/addfollower', { followerobject: { userid: Number(p.id) } });
    await p.client.rest('POST', '/addfollower', { followerobject: { userid: Number(q.id) } });

    const followers = await q.client.rest('POST', '/getuserfollower?page=1&limit=1', { followerObj: { userid: Number(p.id), loginUserid: Number(r.id) } });
    expect(followers).toMatchObject({ STATUSCODE: 0, NEXT: { next: { page: 2, limit: 1 } } });
    expect(followers.PAYLOAD).toEqual([{ followerDetails: { userid: Number(r.id), username: r.username, profile_image: '' }, isFollowing: false }]);
    const rest = await q.client.rest('POST', '/getuserfollower?page=2&limit=1', { followerObj: { userid: Number(p.id) } });
    expect(rest).toMatchObject({ NEXT: { next: { page: null, limit: 1 } }, PAYLOAD: [{ followerDetails: { userid: Number(q.id) }, isFollowing: 'self' }] });
    const following = await q.client.rest('POST', '/getuserfollowing', { followerObj: { userid: Number(q.id) } });
    expect(following).toMatchObject({ NEXT: { next: { page: null, limit: 10 } }, PAYLOAD: [{ followeingDetails: { userid: Number(p.id), username: p.username }, isFollowing: true }] });

    // the friend list is the signed-in user's following, whatever userid the body names
    const friends = await q.client.rest('POST', '/userfreindlist', { friendobj: { userid: Number(r.id), page: 1, limit: 10 } });
    expect(friends).toMatchObject({ STATUSCODE: 0, NEXT: { next: { page: null, limit: 10 } }, PAYLOAD: [{ followeingDetails: { userid: Number(p.id) }, isFollowing: true }] });
    expect((await r.client.rest('POST', '/userfreindlist', {})).PAYLOAD).toEqual([{ followeingDetails: { userid: Number(p.id), username: p.username, profile_image: '' }, isFollowing: true }]);

    expect(await q.client.rest('POST', '/removefollower', { followerobject: { userid: Number(p.id), followerId: Number(r.id) } })).toMatchObject({ STATUSCODE: 0, PAYLOAD: { isFollowing: false, followercount: 1 } });
    expect((await r.client.rest('POST', '/getuserfollower', { followerObj: { userid: Number(p.id) } })).PAYLOAD).toHaveLength(1);

    expect((await t.client().rest('POST', '/getuserfollower?page=1&limit=10', { followerObj: { userid: Number(p.id) } })).STATUSCODE).toBe(2);
    expect((await t.client().rest('POST', '/userfreindlist', { friendobj: {} })).STATUSCODE).toBe(2);
    expect((await t.client().rest('POST', '/addfollower', { followerobject: { userid: Number(p.id) } })).STATUSCODE).toBe(2);
    expect(await q.client.rest('POST', '/addfollower', { followerobject: { userid: Number(q.id) } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.cannotFollowSelf });
    expect(await q.client.rest('POST', '/addfollower', { followerobject: { userid: 999999 } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.userNotFound });
    expect(await q.client.rest('POST', '/addfollower', { userid: Number(p.id) })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'followerobject must be a JSON object.' });
    expect(await q.client.rest('POST', '/getuserfollower?page=x', { followerObj: { userid: Number(p.id) } })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'page must be a whole number of at least 1.' });
    expect(await q.client.rest('POST', '/getuserfollowing', { followerObj: {} })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'userid is required.' });
    // other rows keep their envelope: no NEXT
    expect(Object.keys(await q.client.rest('POST', '/addfollower', { followerobject: { userid: Number(p.id) } })).sort()).toEqual(['MESSAGE', 'PAYLOAD', 'STATUS', 'STATUSCODE']);
  });

  it('/getuseraccountdetails: public; the session decides isFollowing (loginUser is ignored)', async () => {
    const [p, q] = [await registerUser(t), await registerUser(t)];
    await p.client.gql('mutation { updateProfile(input: { firstName: "Pia", location: "Oslo", stereotype: Nerd, bio: "<p>hi</p>" }) { id } }');
    await q.client.rest('POST', '/addfollower', { followerobject: { userid: Number(p.id) } });
    const seen = await q.client.rest('POST', '/getuseraccountdetails', { userid: Number(p.id), loginUser: Number(p.id) });
    expect(seen).toMatchObject({ STATUSCODE: 0 });
    expect(seen.PAYLOAD).toEqual({
      userid: Number(p.id),
      username: p.username,
      profile_image: '',
      location: 'Oslo',
      sterotype: 'Nerd',
      followercount: 1,
      followingcount: 0,
      isFollowing: true,
      bio: '<p>hi</p>',
      firstname: 'Pia',
      lastname: '',
    });
    expect((await t.client().rest('POST', '/getuseraccountdetails', { userid: String(p.id), loginUser: Number(q.id) })).PAYLOAD).toMatchObject({ isFollowing: false, followercount: 1 });
    expect((await p.client.rest('POST', '/getuseraccountdetails', { userid: Number(p.id) })).PAYLOAD.isFollowing).toBe('self');
    expect((await q.client.rest('POST', '/getuseraccountdetails', { userid: Number(q.id) })).PAYLOAD).toMatchObject({ sterotype: 'Blank', followingcount: 1 });
    expect(await q.client.rest('POST', '/getuseraccountdetails', { userid: 999999 })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.userNotFound });
    expect(await q.client.rest('POST', '/getuseraccountdetails', { userid: 'abc' })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'userid must be a number.' });
    expect(await q.client.rest('POST', '/getuseraccountdetails', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: 'userid is required.' });
  });
});

describe('relativeTime', () => {
  it('reads like the legacy currentTime', () => {
    const now = new Date('2025-06-10T12:00:00Z');
    const ago = (s: number) => relativeTime(new Date(now.getTime() - s * 1000).toISOString(), now);
    expect([ago(5), ago(60), ago(5 * 60), ago(3600), ago(3 * 3600), ago(86400), ago(40 * 86400), ago(800 * 86400), ago(-30)]).toEqual([
      '0 minutes ago',
      '1 minute ago',
      '5 minutes ago',
      '1 hour ago',
      '3 hours ago',
      '1 day ago',
      '1 month ago',
      '2 years ago',
      '0 minutes ago',
    ]);
  });
});

describe('per-user write limits on the legacy paths', () => {
  it('/addcomment past the allowance answers the envelope with the message and stores no more', async () => {
    const c = await registerUser(t);
    const tid = await publish(owner, 'Legacy burst');
    const body = (i: number) => ({ userCommentobj: { topicId: tid, comment_text: `<p>burst ${i}</p>` } });
    const answers = await Promise.all(Array.from({ length: LIMITS.commentsPerMinute + 3 }, (_, i) => c.client.rest('POST', '/addcomment', body(i))));
    expect(answers.filter((r) => r.STATUSCODE === 0)).toHaveLength(LIMITS.commentsPerMinute);
    const refused = answers.filter((r) => r.STATUSCODE !== 0);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r).toEqual({ STATUSCODE: 1, STATUS: 'ERROR', MESSAGE: MSG.tooOften, PAYLOAD: null });
    const [row] = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from comments where topic_id = ?', [tid]);
    expect(row.n).toBe(LIMITS.commentsPerMinute);
  });
});
