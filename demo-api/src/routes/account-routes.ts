import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { baseUrlOf } from '../lib/auth';
import { HttpError, unprocessable } from '../lib/http-errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { newToken, sha256 } from '../lib/tokens';
import type { UserRow } from '../lib/user-row';
import { serializeUser } from '../lib/user-row';
import { validateRegistration } from './registration-validation';
import { registerLogoutRoute } from './logout-route';
import { ACCOUNT_EMAIL, loginCredentials } from '../lib/account-email';
import { asObject } from '../lib/validate';
import type { CallLimits } from '../lib/rate-limits';

const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Exact text: the client shows the server's message under the password field.
const INVALID_LOGIN = 'Invalid credentials. Please check your email and password.';

const emailTaken = () => unprocessable({ email: ['Email has already been taken'] });

/** PostgreSQL's unique_violation. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export function registerAccountRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  limits: CallLimits,
): void {
  app.post('/users', { preHandler: limits.register }, async (request, reply) => {
    const input = validateRegistration(asObject(asObject(request.body).user));
    const existing = await ctx.db.query('SELECT 1 FROM users WHERE email = $1', [input.email]);
    if (existing.rows.length > 0) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    // Parallel sign-ups with one email all pass the check above; the unique index lets one in.
    const result = await ctx.db
      .query<UserRow>(
        `INSERT INTO users (email, password_hash, fullname, name, role, phone_number, company_name,
         industry, address, service_offered, product_offered, years_of_experience, additional_info,
         aadhar_no, pan_number, udm_number, dob, referred_by, created_at)
       VALUES ($1, $2, $3, $4, 'member', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       RETURNING *`,
        [
          input.email,
          passwordHash,
          input.fullname,
          input.name,
          input.phone_number,
          input.company_name,
          input.industry,
          input.address,
          input.service_offered,
          input.product_offered,
          input.years_of_experience,
          input.additional_info,
          input.aadhar_no,
          input.pan_number,
          input.udm_number,
          input.dob,
          input.referred_by,
          isoAt(ctx.now()),
        ],
      )
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    const user = result.rows[0]!;
    return reply.code(201).send({
      message: 'Account created successfully. Please log in.',
      user: serializeUser(user, baseUrlOf(request)),
    });
  });

  app.post('/login', { preHandler: limits.login }, async (request) => {
    const body = asObject(request.body);
    const email = ACCOUNT_EMAIL.login(body);
    const credentials = loginCredentials(body);
    const password = typeof credentials.password === 'string' ? credentials.password : '';
    const found = await ctx.db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
    const user = found.rows[0];
    if (!user) {
      // Spend the same scrypt time as a real check so response timing does not reveal accounts.
      await hashPassword(password);
      throw new HttpError(401, INVALID_LOGIN);
    }
    // Checked even when empty: a known account must cost what an unknown one does.
    const matches = await verifyPassword(password, user.password_hash);
    if (!password || !matches) {
      throw new HttpError(401, INVALID_LOGIN);
    }
    const token = newToken();
    const now = ctx.now();
    await ctx.db.query(
      'INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [sha256(token), user.id, isoAt(now), isoAt(now + TOKEN_TTL_MS)],
    );
    return {
      message: 'Logged in successfully',
      token,
      user: serializeUser(user, baseUrlOf(request)),
    };
  });

  registerLogoutRoute(app, ctx);
}
