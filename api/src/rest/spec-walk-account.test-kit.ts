import { randomUUID } from 'node:crypto';
import { codeTo, get, ok, post, results, walkApp, type R, type Walker } from './spec-walk.test-kit.js';

/** The spec walk, first part: the account (availability, login, profile), onboarding and verification, settings, recovery. */
export async function walkAccount(a: Walker, b: Walker): Promise<void> {
  const v = walkApp.t.client();
  // account: availability, login, profile
  await post(v, '/chkusername', { userName: a.username }, (r) => (r.PAYLOAD === 1 ? true : `PAYLOAD ${r.PAYLOAD}`));
  await post(v, '/chkemail', { userEmail: a.email }, (r) => (r.PAYLOAD === 1 ? true : `PAYLOAD ${r.PAYLOAD}`));
  await post(v, '/chkmobile', { userMobile: '+15005550006' }, (r) => (r.PAYLOAD === 0 ? true : `PAYLOAD ${r.PAYLOAD}`));
  const la = walkApp.t.client();
  await post(la, '/login', { email: a.email, password: a.password }, (r) => (r.STATUSCODE === 0 && r.PAYLOAD.userdetails?.userid && r.PAYLOAD.userdetails.status ? true : JSON.stringify(r)));
  const userKeys = ['userid', 'username', 'firstname', 'lastname', 'gender', 'bio', 'location', 'timezone', 'sterotype', 'profile_image', 'useremail', 'mobile', 'isEmailVerified', 'status', 'notify', 'msgnotify'];
  await get(a.c, '/profile', ok(userKeys));
  await get(a.c, '/userdetails', ok(userKeys));
  await post(
    a.c,
    '/profiledetailupdate',
    {
      profileObj: {
        username: a.username,
        firstname: 'Asha',
        lastname: 'Walker',
        gender: 'F',
        bio: 'hi',
        location: 'Oslo, Norway',
        timezone: 'Europe/Oslo',
        sterotype: 'Geek',
      },
    },
    ok(userKeys),
  );
  // onboarding and verification
  await post(a.c, '/completeprofile', {
    userobj: {
      userid: a.id,
      sterotype: 'Nerd',
      timezone: 'Europe/Oslo',
      gender: 'M',
      location: 'Oslo, Norway',
    },
  });
  const verifyid = `${randomUUID()}${Date.now()}`;
  await post(a.c, '/senduseremailotp', {
    userObj: { userid: a.id, verifyid, email: a.email, userName: a.username },
  });
  const m1 = { code: await codeTo(a.email) };
  await post(
    a.c,
    '/verifyemailotp',
    {
      verifyobj: {
        email: a.email,
        userid: a.id,
        verifyid,
        otp: m1.code,
        currentemail: a.email,
      },
    },
    ok(['isEmailVerified']),
  );
  await post(a.c, '/updateuseraccstatus', { userid: a.id });
  await post(a.c, '/userLoginInfo', {
    userloginobj: {
      userid: a.id,
      time: '10:00',
      date: '2026-01-01',
      gmt: '+00:00',
      timezone: 'UTC',
      localip: '',
      externalip: '',
      browser: 'x',
      deviceinfo: 'x',
      os: 'x',
    },
  });
  await post(a.c, '/usersinfodata', {
    userobj: { userid: a.id, browser: 'x' },
  });
  await post(v, '/appdownload', {
    userobj: {
      time: '10:00',
      date: '2026-01-01',
      gmt: '+00:00',
      timezone: 'UTC',
      localip: '',
      externalip: '',
      browser: 'x',
      deviceinfo: 'x',
      os: 'x',
    },
  });
  // settings
  await post(a.c, '/checkuserpassword', { usrpasswordobj: { userid: a.id, password: a.password } }, (r) => (r.STATUSCODE === 0 ? true : r.MESSAGE));
  await post(a.c, '/getsecruitycode', { userid: a.id }, (r) => (r.STATUSCODE === 0 && typeof r.PAYLOAD === 'string' ? true : `${r.STATUSCODE} ${r.MESSAGE}`));
  await post(a.c, '/updateuserpin', { pin: '1234', userid: a.id });
  await post(a.c, '/verifyuserpin', { userpin: '1234', userid: a.id });
  await post(a.c, '/updateuserpin', { pin: '4321', userid: a.id }, (r) => (r.STATUSCODE === 0 && r.MESSAGE === 'User pin is updated' ? true : `${r.STATUSCODE} ${r.MESSAGE}`));
  await post(a.c, '/updateusername', { userobj: { userid: a.id, username: `${a.username}x` } }, ok(['username']));
  const newMail = `n${a.username}@example.net`;
  await post(
    a.c,
    '/updateuseremailaccount',
    {
      userEmail: newMail,
      userid: a.id,
      username: a.username,
      verifyId: verifyid,
    },
    (r) => (r.STATUSCODE === 0 && r.MESSAGE === 'Email Updated OTP send to new email id' ? true : `${r.STATUSCODE} ${r.MESSAGE}`),
  );
  const m2 = { code: await codeTo(newMail) };
  await post(
    a.c,
    '/verifyuserupdatemailopt',
    {
      verifyobj: {
        email: newMail,
        userid: a.id,
        verifyid,
        otp: m2.code,
        currentemail: a.email,
      },
    },
    ok(['isEmailVerified']),
  );
  a.email = newMail;
  await post(
    a.c,
    '/changeuserpassword',
    {
      usrpassword: {
        userid: a.id,
        currentpassword: a.password,
        newpass: 'walk the spec 2',
        conpass: 'walk the spec 2',
      },
    },
    (r) => (r.STATUSCODE === 0 && r.MESSAGE === 'Password updated' ? true : `${r.STATUSCODE} ${r.MESSAGE}`),
  );
  a.password = 'walk the spec 2';
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  {
    const f = new FormData();
    f.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const r = (await (await a.c.fetch('/updateprofilephoto', { method: 'POST', body: f })).json()) as R;
    results.set('/updateprofilephoto', r.STATUSCODE === 0 ? true : `${r.STATUSCODE} ${r.MESSAGE}`);
  }
  // recovery (a visitor, the account never verified: "Skip Now")
  const r1 = walkApp.t.client();
  const found = await post(r1, '/getuserpassinfo', { passobj: { useremail: b.email } }, (r) =>
    r.STATUSCODE === 0 && r.PAYLOAD.result?.useremail === b.email && r.PAYLOAD.result.verifyid ? true : JSON.stringify(r.PAYLOAD),
  );
  await post(r1, '/sendopt', { userObj: { email: found.PAYLOAD.result.useremail } }, ok(['verifyid']));
  const m3 = { code: await codeTo(b.email) };
  await post(r1, '/confirmopt', {
    obj: { verifyid: found.PAYLOAD.result.verifyid, otpValue: m3.code },
  });
  await post(
    r1,
    '/resetpassword',
    {
      passobj: {
        useremail: b.email,
        password: 'walk the spec 3',
        confpassword: 'walk the spec 3',
      },
    },
    ok(['userdetails']),
  );
  b.password = 'walk the spec 3';
  const code =
    (await b.c.rest('POST', '/login', {
      email: b.email,
      password: b.password,
    })) && (await b.c.rest('POST', '/getsecruitycode', { password: b.password })).PAYLOAD;
  const r2 = walkApp.t.client();
  await post(r2, '/getuserpassmobinfo', { passobj: { usermobile: '+15005550006' } }, (r) => (r.PAYLOAD?.result === 'NA' ? true : JSON.stringify(r)));
  await post(r2, '/verifysecuirtycode', {
    secuirtycode: code,
    useremail: b.email,
  });
}
