import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { startTestAppWithMailbox } from '../../test/mailbox.js';
import { restRows } from '../features.js';
import { walkAccount } from './spec-walk-account.test-kit.js';
import { get, has, ok, post, publish, q, register, results, walkApp } from './spec-walk.test-kit.js';

/**
 * Run by hand (`SPEC_WALK=1 npx vitest run --config vitest.workspace.ts --project api
 * api/src/rest/spec-walk.test.ts`; skipped in the suite, ~40 s): walks every legacy path as a client written from the spec
 * alone would call it — the spec's bodies, field names and wrappers — and counts the answers that
 * are as documented (STATUSCODE 0 and the documented fields, or the documented refusal).
 */
let t: TestApp;
let stop: () => Promise<void>;

describe.runIf(process.env.SPEC_WALK)('a client written from the spec (SPEC_WALK=1)', () => {
  beforeAll(async () => {
    ({ t, mailbox: walkApp.mailbox, stop } = await startTestAppWithMailbox());
    walkApp.t = t;
  });
  afterAll(() => stop?.());

  it('walks the 109 legacy paths as the spec writes them', async () => {
    try {
      await walk();
      expect(restRows.map((r) => r.path).filter((p) => results.get(p) !== true)).toEqual([]);
    } finally {
      const all = restRows.map((r) => r.path);
      const lines = all.map((p) => [p, results.get(p) ?? 'not called'] as const);
      const good = lines.filter(([, x]) => x === true).length;
      console.log(
        `\n${good} of ${all.length} paths answer as documented\n${lines
          .filter(([, x]) => x !== true)
          .map(([p, x]) => `  ${p}: ${x}`)
          .join('\n')}`,
      );
    }
  }, 180_000);
});

async function walk() {
  const a = await register('walka');
  const b = await register('walkb');
  const v = t.client();
  await walkAccount(a, b);
  // pools
  const topicId = await publish(a.c, 'Walking the spec');
  const other = await publish(a.c, 'Second walk');
  const item = ['topicId', 'topic', 'imagename', 'yourname', 'noofpartner', 'noofdays', 'startDate', 'startTime'];
  await get(v, '/poolController?page=1&limit=5', ok(item, { list: true }));
  await post(v, '/getuserexplorepool', { activepool: { page: 1, limit: 5 } }, ok(item, { list: true }));
  await post(v, '/usertopicfilter', { topicobj: { categoryId: 1, filterpage: 1, lim: 5 } }, ok(item, { list: true }));
  await post(a.c, '/getuserpool', { userObj: { userid: a.id, page: 1, limit: 5 } }, ok(['topicId', 'topic', 'imagename', 'poolactive'], { list: true }));
  await post(
    a.c,
    '/getuseractivepool',
    { activepool: { userid: a.id, page: 1, limit: 5 } },
    ok(['topicId', 'topic', 'startTime', 'startDate', 'endDate'], {
      zeroOk: true,
    }),
  );
  await post(a.c, '/getuseractivesearchpool', { activesearchterm: 'walking' }, ok(['topicId', 'topic'], { zeroOk: true }));
  await post(
    v,
    '/topicdetails',
    { topicId },
    ok(['topicId', 'topic', 'userid', 'username', 'profile_image', 'topic_image', 'yourname', 'noofpartner', 'noofdays', 'startDate', 'startTime', 'timezone', 'description', 'enrolledusers', 'status']),
  );
  await post(v, '/topicsuperuser', { topicid: topicId }, ok(['userid']));
  await get(v, '/gettopiccategory', ok(['categoryid', 'topic', 'selectedFlag']));
  const tl = await post(a.c, '/timelinedetails', { topicid: topicId }, ok(['timelineId', 'date', 'title', 'description', 'topic', 'topicId', 'userid']));
  await post(a.c, '/updatetimeline', {
    timelineobj: {
      title: 'Day one',
      description: 'start',
      timelineId: q(() => tl.PAYLOAD[0].timelineId),
    },
  });
  await post(a.c, '/deluserpool', { topicId: other });
  // requests and squad
  const req = await post(b.c, '/addtopicrequest', { topicrequest: { topicid: topicId, fromuserid: b.id, touserid: a.id } }, (r) => (r.STATUSCODE === 0 && r.PAYLOAD ? true : JSON.stringify(r)));
  await post(b.c, '/getuserrequestsent', { userObj: { userid: b.id, page: 1, limit: 5 } }, ok(['requestid', 'topicrequestid', 'topicId'], { list: true }));
  await post(
    a.c,
    '/getuserrequest',
    { userObj: { userid: a.id, page: 1, limit: 5 } },
    ok(['requestid', 'topicrequestid', 'topicId', 'notifyfromdetails'], {
      list: true,
    }),
  );
  await post(b.c, '/canceltopicrequest', {
    topicrequest: {
      topicid: topicId,
      fromuserid: b.id,
      touserid: a.id,
      status: 'cancel',
      isdeleted: true,
      requestid: req.PAYLOAD,
    },
  });
  const req2 = await b.c.rest('POST', '/addtopicrequest', {
    topicrequest: { topicid: topicId, fromuserid: b.id, touserid: a.id },
  });
  await post(
    a.c,
    '/addenrolleduser',
    {
      enrolledObj: { requestid: req2.PAYLOAD, topicid: topicId, userid: a.id },
    },
    (r) => (r.STATUSCODE === 0 && r.MESSAGE === 'User request is confirmed' ? true : `${r.STATUSCODE} ${r.MESSAGE}`),
  );
  const c3 = await register('walkc');
  const req3 = await c3.c.rest('POST', '/addtopicrequest', {
    topicrequest: { topicid: topicId },
  });
  await post(a.c, '/delenrolleduser', { requestid: req3.PAYLOAD }, (r) => (r.STATUSCODE === 0 && r.MESSAGE === 'User request is deleted' ? true : `${r.STATUSCODE} ${r.MESSAGE}`));
  const inv = await a.c.rest('POST', '/addtopicrequest', {
    topicrequest: { topicid: topicId, touserid: c3.id },
  });
  await post(a.c, '/updateuserrequest', { requestId: inv.PAYLOAD });
  await post(a.c, '/getteamedetails', { topicid: topicId }, ok(['enrolleduserId', 'username', 'profileImage', 'onlineusr']));
  await post(a.c, '/getFriendList', { searchterm: 'walk', topicId }, ok(['userid', 'firstname', 'lastname', 'username', 'status']));
  const p1 = await post(a.c, '/getpeoplesearchtopic', { poolsearchobj: { page: 1, limit: 1, searchterm: 'walk', topicId } }, ok(['userid', 'firstname', 'lastname', 'username', 'status']));
  await post(a.c, '/getpeoplesearchtopic', { poolsearchobj: { page: 2, limit: 1, searchterm: 'walk', topicId } }, (r) =>
    r.STATUSCODE === 0 && JSON.stringify(r.PAYLOAD) !== JSON.stringify(p1.PAYLOAD) ? true : `page 2 = page 1: ${JSON.stringify(r.PAYLOAD).slice(0, 100)}`,
  );
  // comments and replies
  const cm = await post(b.c, '/addcomment', { userCommentobj: { topicId, userid: b.id, comment_text: '<p>hello</p>' } }, (r) => (r.STATUSCODE === 0 && r.PAYLOAD ? true : JSON.stringify(r)));
  const commentKeys = ['comment_id', 'comment_text', 'topicId', 'superuser', 'userid', 'username', 'profile_image', 'commentlikecount', 'likeFlag', 'loginUser', 'replycount', 'currentTime', 'commentisedited'];
  await post(v, '/getUserComment', { obj: { topicId, userid: 0, page: 1, limit: 5 } }, ok(commentKeys, { list: true }));
  await post(a.c, '/getusernotifycomment', { obj: { topicId, notify_comment_id: cm.PAYLOAD } }, ok(commentKeys));
  await post(a.c, '/addlikecomment', { comment_id: cm.PAYLOAD });
  await post(a.c, '/undolikecomment', { comment_id: cm.PAYLOAD });
  await post(b.c, '/editcomment', {
    comment_id: cm.PAYLOAD,
    comment_text: '<p>hello!</p>',
  });
  const rp = await post(
    a.c,
    '/adduserreply',
    {
      replyObject: {
        commentreply_id: cm.PAYLOAD,
        reply_text: '<p>hi</p>',
        replyto: b.id,
      },
    },
    (r) => (r.STATUSCODE === 0 && r.PAYLOAD ? true : JSON.stringify(r)),
  );
  const replyKeys = ['reply_id', 'commentreply_id', 'reply_text', 'replyuserid', 'superuser', 'replylikecount', 'replyisdeleted', 'replyto', 'replyuserdetail', 'replyisedited', 'likeFlag', 'currentTime'];
  await post(v, '/getuserreply', { obj: { userid: 0, commentreply_id: cm.PAYLOAD, page: 1, limit: 5 } }, ok(replyKeys, { list: true }));
  await post(b.c, '/getusernotifyreply', { obj: { commentreply_id: cm.PAYLOAD, notify_reply_id: rp.PAYLOAD } }, ok(replyKeys));
  await post(b.c, '/addlikereply', { reply_id: rp.PAYLOAD });
  await post(b.c, '/undolikereply', { reply_id: rp.PAYLOAD });
  await post(a.c, '/edituserreply', {
    reply_obj: {
      reply_id: rp.PAYLOAD,
      reply_text: '<p>hi!</p>',
      replyprevious: '<p>hi</p>',
    },
  });
  await post(a.c, '/reptusercomment', {
    comment_id: cm.PAYLOAD,
    report_userId: a.id,
    report_text: 'Spam',
  });
  await post(b.c, '/reptuserreply', {
    reply_id: rp.PAYLOAD,
    report_userId: b.id,
    report_text: 'Spam',
  });
  await post(a.c, '/deluserreply', { reply_id: rp.PAYLOAD, replyuserid: a.id });
  await post(b.c, '/deleteusercomment', {
    comment_id: cm.PAYLOAD,
    userid: b.id,
  });
  // notifications
  await t.orm.em.getConnection().execute(`insert into notifications (user_id, type, topic_id, text, created_at) values (?, 'TOPIC_START', ?, 'x @ Start in 15 min', now())`, [a.id, topicId]);
  const specTypes = ['request', 'Accpeted', 'Deleted', 'commented', 'replied', 'Postreply', 'Missedcall'];
  await post(a.c, '/getusernotification', { notifyto: { userid: a.id, page: 1, limit: 50 } }, (r) => {
    const odd = (r.PAYLOAD as { notify_type?: string }[]).slice(1).filter((n) => !specTypes.includes(n.notify_type!));
    return odd.length ? `types not in the spec: ${odd.map((n) => n.notify_type).join(', ')}` : true;
  });
  const notes = await post(
    a.c,
    '/getusernotification',
    { notifyto: { userid: a.id, page: 1, limit: 5 } },
    ok(['notify_id', 'notify_type', 'notify_topicid', 'notify_comment_id', 'notify_reply_id', 'topicrequestid', 'requestid', 'notifyfrom', 'replytxt', 'notification_at', 'notifiiyread'], { list: true }),
  );
  await post(a.c, '/updateusernotification', {
    notify_id: notes.PAYLOAD[1]?.notify_id,
  });
  // follow and profiles
  await post(a.c, '/addfollower', {
    followerobject: { userid: b.id, followerId: a.id },
  });
  await post(b.c, '/getuserfollower?page=1&limit=10', { followerObj: { userid: b.id, loginUserid: b.id } }, (r) =>
    r.STATUSCODE === 0 && r.NEXT?.next && has(r.PAYLOAD, ['followerDetails', 'isFollowing']) === true ? true : JSON.stringify(r).slice(0, 200),
  );
  await post(b.c, '/getuserfollowing?page=1&limit=10', { followerObj: { userid: a.id, loginUserid: b.id } }, (r) =>
    r.STATUSCODE === 0 && r.NEXT?.next && has(r.PAYLOAD, ['followeingDetails', 'isFollowing']) === true ? true : JSON.stringify(r).slice(0, 200),
  );
  await post(a.c, '/userfreindlist', { friendobj: { userid: a.id, page: 1, limit: 10 } }, ok(['followeingDetails']));
  await post(
    v,
    '/getuseraccountdetails',
    { userid: b.id, loginUser: 0 },
    ok(['userid', 'username', 'profile_image', 'location', 'sterotype', 'followercount', 'followingcount', 'isFollowing', 'bio', 'firstname', 'lastname']),
  );
  await post(a.c, '/removefollower', {
    followerobject: { userid: b.id, followerId: a.id },
  });
  // a visitor's call to a signed-in path is STATUSCODE 2 whatever its body (the spec: log out, go to /)
  for (const [path, body] of [
    ['/getUserpost', { postid: 'x' }],
    ['/deluserpost', { obj: {} }],
    ['/addsmarttag', {}],
    ['/rmvusersmarttag', {}],
    ['/getuserchat', {}],
    ['/deluserchat', { delid: 'x' }],
    ['/delalluserchat', {}],
    ['/updateusermsgnotifications', {}],
  ] as const)
    await post(v, path, body, (r) => (r.STATUSCODE === 2 ? true : `visitor: STATUSCODE ${r.STATUSCODE} ${r.MESSAGE}`));
  // squad content: posts, smart tags, search, takeaways, resources
  const created = await a.c.gql('mutation($t: ID!) { createPost(topicId: $t, html: "<p>borrow checker notes</p>", clientId: "w1") { id } }', { t: String(topicId) });
  const postid = Number(created.data?.createPost?.id);
  const postKeys = ['postid', 'userid', 'topicid', 'topictxt', 'userPostline', 'topicpost', 'teamusers', 'imgArray', 'replyto', 'replypostid', 'replyPost', 'replyImgarray', 'currentTime', 'smarttag', 'replydetails'];
  await post(b.c, '/getUserpost', { postid }, ok(postKeys));
  await post(b.c, '/getUserpostLimit', { topicId, page: 1, limit: 12 }, ok(postKeys, { list: true }));
  await post(b.c, '/getpostcount', { topicid: topicId }, (r) => (r.STATUSCODE === 0 && typeof r.PAYLOAD === 'number' ? true : JSON.stringify(r)));
  await post(b.c, '/addsmarttag', {
    obj: { postId: postid, topicid: topicId, userId: b.id, tagname: 'revise' },
  });
  await post(b.c, '/getusersmarttag', { smartobj: { topicid: topicId, userid: b.id, page: 1, limit: 5 } }, ok(['postid', 'tagname'], { zeroOk: false }));
  await post(b.c, '/rmvusersmarttag', {
    obj: { postId: postid, userId: b.id },
  });
  await post(b.c, '/getsearchresult', { searchObj: { topicid: topicId, searchterm: 'borrow' } }, ok(['postid'], { zeroOk: true }));
  await post(
    b.c,
    '/getUserSearchpostLimit',
    {
      searchObj: { page: 1, limit: 1, topicid: topicId, searchterm: 'borrow' },
    },
    ok(['postid'], { list: true, zeroOk: true }),
  );
  await post(
    b.c,
    '/usertakeaway',
    {
      takeawayobj: {
        topicid: topicId,
        userid: b.id,
        takeaway: 'learnt a lot',
        timelineId: q(() => tl.PAYLOAD[0].timelineId),
      },
    },
    ok(['topicid', 'userid', 'takeaway']),
  );
  const asset = await post(
    b.c,
    '/adduserresources',
    {
      resourcesobj: {
        topicid: topicId,
        userid: b.id,
        asseturl: 'docs.rs/tokio',
        assetname: 'Tokio',
      },
    },
    (r) => (r.STATUSCODE === 0 && r.PAYLOAD ? true : JSON.stringify(r)),
  );
  await post(a.c, '/getalluserresources', { obj: { userid: a.id, topicid: topicId } }, ok(['assetid', 'userid', 'topicid', 'asseturl', 'assetname']));
  await post(b.c, '/updateuserresources', {
    updobj: {
      assetid: asset.PAYLOAD,
      asseturl: 'docs.rs/tokio/latest',
      assetname: 'Tokio docs',
    },
  });
  await post(b.c, '/delUserresources', { assetid: asset.PAYLOAD });
  await post(a.c, '/deluserpost', {
    obj: { postId: postid, userId: a.id, userType: 'superuser' },
  });
  // global search (visitors too)
  await post(v, '/getglobalsearchresult', { searchterm: 'walking' }, ok(['topics', 'people'], { zeroOk: true }));
  await post(v, '/getpoolsearch', { poolsearchobj: { page: 1, limit: 5, searchterm: 'walking' } }, ok(['topic', 'topicId'], { list: true, zeroOk: true }));
  await post(
    v,
    '/getpeoplesearch',
    { poolsearchobj: { page: 1, limit: 5, searchterm: 'walk' } },
    ok(['userid', 'firstname', 'lastname', 'username'], {
      list: true,
      zeroOk: true,
    }),
  );
  // chat
  await a.c.gql('mutation($u: ID!) { sendChatMessage(input: { toUserId: $u, clientId: "c-1", text: "hello b" }) { id } }', { u: String(b.id) });
  const chats = await post(b.c, '/getmessage', { messageObj: { userid: b.id } }, ok(['fromuserid', 'touserid', 'messageid', 'msgtxtid', 'userdetailsto', 'userdetailsfrom']));
  const msgs = await post(b.c, '/getuserchat', { msgchatobj: { userid: b.id, messageid: chats.PAYLOAD[0]?.messageid } }, ok(['messageid', 'msgtxtid', 'userid', 'text']));
  const mn = await post(
    b.c,
    '/getusrmsgnotification',
    { obj: { userid: b.id, page: 1, limit: 5 } },
    ok(['msgnotify_id', 'msgnotifyfrom', 'msgtext', 'msgnotifycheck'], {
      list: true,
    }),
  );
  await post(b.c, '/updateusermsgnotifications', {
    msgnotify_id: mn.PAYLOAD[1]?.msgnotify_id,
  });
  await post(b.c, '/updateuserallnoti', { notiobj: { userid: b.id } });
  await post(a.c, '/deluserchat', { delid: msgs.PAYLOAD[0]?.msgtxtid });
  await post(b.c, '/delalluserchat', {
    msgobj: { delmsgid: chats.PAYLOAD[0]?.messageid, userid: b.id },
  });
  // calls, by the room the spec's client knows: the topic id
  await post(b.c, '/getmeetingstatus', { roomid: topicId });
  await post(b.c, '/getmeetingchat', { roomid: topicId }, (r) => (r.STATUSCODE === 0 && (r.PAYLOAD === 0 || Array.isArray(r.PAYLOAD)) ? true : JSON.stringify(r)));
  const peer = randomUUID();
  await a.c.gql('mutation($t: ID!, $s: ID!) { startCall(topicId: $t, sessionId: $s) { call { id } } }', { t: String(topicId), s: peer });
  await post(b.c, '/getaudiovideostatus', { roomDetails: { roomid: topicId, peerid: peer } }, ok(['userid', 'hand', 'audio', 'video', 'name']));
  // squad exits, then the account's end
  const req4 = await c3.c.rest('POST', '/addtopicrequest', {
    topicrequest: { topicid: topicId },
  });
  await a.c.rest('POST', '/addenrolleduser', {
    enrolledObj: { requestid: req4.PAYLOAD, topicid: topicId, userid: a.id },
  });
  await post(c3.c, '/leavesquad', {
    squadObj: { userid: c3.id, topicid: topicId, removed_by: c3.id },
  });
  await post(b.c, '/reportsquad', {
    squadObj: {
      topicid: topicId,
      reportedby: b.id,
      reportedfor: a.id,
      report_text: 'Spam',
    },
  });
  await post(a.c, '/removesquad', {
    squadObj: { userid: b.id, topicid: topicId, removed_by: a.id },
  });
  await post(c3.c, '/deactivateaccount', { obj: { password: c3.password } });
  await get(a.c, '/logout', (r) => (r.success === 1 ? true : JSON.stringify(r)));

  expect(restRows).toHaveLength(109);
}
