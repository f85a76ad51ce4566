import { LIMITS } from '@poolmates/schema';
import type { RenderedMail } from '../../platform/mailer.js';

export type { RenderedMail };

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f6fb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d2433">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#fff;border-radius:12px;padding:32px">
<tr><td><h1 style="margin:0 0 8px;font-size:20px;color:#3b5bdb">Poolmates</h1><h2 style="margin:0 0 16px;font-size:17px">${esc(title)}</h2>${body}
<p style="margin:24px 0 0;font-size:12px;color:#6b7385">Learn with friends instead of procrastinating.</p></td></tr></table></td></tr></table></body></html>`;
}

const codeBlock = (code: string) =>
  `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:16px 0;font-family:ui-monospace,Menlo,monospace">${esc(code)}</p>`;

const minutes = LIMITS.otpTtlSeconds / 60;

export const mailTemplates = {
  verifyEmail(username: string, code: string): RenderedMail {
    return {
      subject: `Your Poolmates verification code: ${code}`,
      text: `Hi ${username},\n\nYour Poolmates verification code is ${code}\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this mail.\n`,
      html: layout('Verify your email', `<p>Hi ${esc(username)}, your verification code is</p>${codeBlock(code)}<p>It is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this mail.</p>`),
    };
  },
  emailChanged(username: string, code: string): RenderedMail {
    return {
      subject: `Confirm your new Poolmates email: ${code}`,
      text: `Hi ${username},\n\nConfirm this address for your Poolmates account with the code ${code}\n\nIt is valid for ${minutes} minutes. Until you confirm it, your account keeps its current address.\n`,
      html: layout('Confirm your new email', `<p>Hi ${esc(username)}, confirm this address for your Poolmates account with the code</p>${codeBlock(code)}<p>It is valid for ${minutes} minutes. Until you confirm it, your account keeps its current address.</p>`),
    };
  },
  /** To the OLD address once a change is confirmed: the undo link works for 7 days (decision 020). */
  emailChangedNotice(username: string, newEmail: string, undoUrl: string): RenderedMail {
    const days = LIMITS.emailUndoDays;
    return {
      subject: 'Your Poolmates email address was changed',
      text: `Hi ${username},\n\nThe email address of your Poolmates account was changed to ${newEmail}. This address no longer signs in or receives password reset codes.\n\nIf you did not do this, undo the change within ${days} days (this signs out every device):\n${undoUrl}\n\nThen choose a new password with "Forgot Password ?".\n`,
      html: layout(
        'Your email address was changed',
        `<p>Hi ${esc(username)}, the email address of your Poolmates account was changed to <strong>${esc(newEmail)}</strong>. This address no longer signs in or receives password reset codes.</p>` +
          `<p>If you did not do this, undo the change within ${days} days (this signs out every device):</p>` +
          `<p><a href="${esc(undoUrl)}" style="display:inline-block;background:#3b5bdb;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Undo the change</a></p>` +
          `<p style="font-size:13px;color:#6b7385">Then choose a new password with "Forgot Password ?".</p>`,
      ),
    };
  },
  resetPassword(username: string, code: string): RenderedMail {
    return {
      subject: `Your Poolmates password reset code: ${code}`,
      text: `Hi ${username},\n\nUse the code ${code} to choose a new password. It is valid for ${minutes} minutes.\nIf you did not ask for it, your password is unchanged: ignore this mail.\n`,
      html: layout('Reset your password', `<p>Hi ${esc(username)}, use this code to choose a new password:</p>${codeBlock(code)}<p>It is valid for ${minutes} minutes. If you did not ask for it, your password is unchanged.</p>`),
    };
  },
};
