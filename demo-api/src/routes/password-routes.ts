import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { ErrorBag, unprocessable } from '../lib/http-errors';
import { sendMail } from '../lib/outbox';
import { hashPassword } from '../lib/passwords';
import type { CallLimits } from '../lib/rate-limits';
import { newOneTimeCode, sha256 } from '../lib/tokens';
import { ACCOUNT_EMAIL } from '../lib/account-email';
import { asObject, isEmail, str } from '../lib/validate';

const CODE_TTL_MS = 15 * 60 * 1000;
/** Tries of one code. */
const MAX_ATTEMPTS = 5;
/**
 * Tries of one email across all its codes of the last hour: asking for a new code does not buy
 * new guesses. A stranger can block a member's reset for an hour at most, never their login.
 */
const MAX_ATTEMPTS_PER_EMAIL = 10;
const EMAIL_WINDOW_MS = 60 * 60 * 1000;
const INVALID_CODE = 'Invalid or expired code';

function readEmail(body: Record<string, unknown>, bag: ErrorBag): string {
  // What the per-account limits count (lib/account-email.ts).
  const email = ACCOUNT_EMAIL.resetCode(body);
  if (!email) bag.add('email', "Email can't be blank");
  else if (!isEmail(email)) bag.add('email', 'Email is invalid');
  return email;
}

export function registerPasswordRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  limits: CallLimits,
): void {
  app.post('/password/forgot', { preHandler: limits.resetCode }, async (request) => {
    const bag = new ErrorBag();
    const email = readEmail(asObject(request.body), bag);
    bag.throwIfAny();
    const found = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    const user = found.rows[0];
    if (user) {
      const now = ctx.now();
      const code = newOneTimeCode();
      // Only the newest code works, so an old mail cannot be replayed.
      await ctx.db.query(
        'UPDATE password_reset_codes SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL',
        [isoAt(now), user.id],
      );
      await ctx.db.query(
        'INSERT INTO password_reset_codes (user_id, code_hash, expires_at) VALUES ($1, $2, $3)',
        [user.id, sha256(code), isoAt(now + CODE_TTL_MS)],
      );
      await sendMail(ctx, {
        to: email,
        subject: 'Your password reset code',
        body: `Your one-time code is ${code}. It is valid for 15 minutes.\nOpen /reset-password?email=${encodeURIComponent(email)} to choose a new password.`,
        code,
      });
      console.log(`[outbox] password reset code for ${email}: ${code}`);
    }
    // Same answer whether or not the account exists, so the form cannot probe for members.
    return { message: 'Password reset instructions sent to your email.' };
  });

  app.post('/password/reset', { preHandler: limits.resetAttempt }, async (request) => {
    const body = asObject(request.body);
    const bag = new ErrorBag();
    const email = readEmail(body, bag);
    const otp = str(body.otp);
    const password = typeof body.password === 'string' ? body.password : '';
    const confirmation =
      typeof body.password_confirmation === 'string' ? body.password_confirmation : '';
    if (!otp) bag.add('otp', "Code can't be blank");
    if (password.length < 6) bag.add('password', 'Password is too short (minimum is 6 characters)');
    if (confirmation !== password) {
      bag.add('password_confirmation', "Password confirmation doesn't match Password");
    }
    bag.throwIfAny();

    const now = ctx.now();
    // One statement counts the try and decides, so parallel guesses cannot slip past the caps:
    // the newest live code of the email gains an attempt only while it has fewer than
    // MAX_ATTEMPTS and the email fewer than MAX_ATTEMPTS_PER_EMAIL in the last hour (a code's
    // issue time is its expiry minus its lifetime).
    const { rows } = await ctx.db.query<{ id: number; user_id: number; code_hash: string }>(
      `UPDATE password_reset_codes c SET attempts = c.attempts + 1
       WHERE c.id = (
           SELECT c2.id FROM password_reset_codes c2 JOIN users u ON u.id = c2.user_id
           WHERE u.email = $1 AND c2.used_at IS NULL AND c2.expires_at > $2
           ORDER BY c2.id DESC LIMIT 1)
         AND c.attempts < $3
         AND (SELECT COALESCE(SUM(c3.attempts), 0) FROM password_reset_codes c3
              WHERE c3.user_id = c.user_id AND c3.expires_at > $4) < $5
       RETURNING c.id, c.user_id, c.code_hash`,
      [
        email,
        isoAt(now),
        MAX_ATTEMPTS,
        isoAt(now - EMAIL_WINDOW_MS + CODE_TTL_MS),
        MAX_ATTEMPTS_PER_EMAIL,
      ],
    );
    const code = rows[0];
    if (!code || code.code_hash !== sha256(otp)) {
      throw unprocessable({ otp: [INVALID_CODE] }, INVALID_CODE);
    }
    // Used once: of two right guesses in flight, only the first one's update finds it unused.
    const claimed = await ctx.db.query(
      'UPDATE password_reset_codes SET used_at = $1 WHERE id = $2 AND used_at IS NULL RETURNING id',
      [isoAt(now), code.id],
    );
    if (claimed.rows.length === 0) throw unprocessable({ otp: [INVALID_CODE] }, INVALID_CODE);
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $1 WHERE id = $2', [
        await hashPassword(password),
        code.user_id,
      ]);
      // A reset usually means the old password leaked: sign out every device.
      await tx.query('DELETE FROM auth_tokens WHERE user_id = $1', [code.user_id]);
    });
    return { message: 'Password reset successful. You can now login.' };
  });
}
