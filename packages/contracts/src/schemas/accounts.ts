import { z } from 'zod';
import { displayTextSchema, newPasswordSchema } from './account-rules';

// Request and response shapes of the account calls (spec §7 "Auth and user"). Error texts are
// keys of the shared message catalogue (spec §5), translated by the server and the web alike.

/**
 * Spec §5: usernames are digits or letters only. At least one letter, so a username can never
 * read as a phone number (and with no '@', never as an email): login tells them apart by shape.
 */
export const usernameSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.accountBlank' })
  .max(32)
  .regex(/^[A-Za-z0-9]+$/, { error: 'validation.accountAlphanumeric' })
  .regex(/[A-Za-z]/, { error: 'validation.usernameNeedsLetter' });

/** An email address; blank and malformed give the two §5 messages. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.emailBlank' })
  .max(254)
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** A mainland China mobile number, or an international one in E.164 form (+ and 7–15 digits). */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.phoneBlank' })
  .regex(/^(?:1[3-9]\d{9}|\+[1-9]\d{6,14})$/, { error: 'validation.phoneInvalid' });

/** A verification code as sent by mail or SMS: six digits. */
export const verificationCodeSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.codeBlank' })
  .regex(/^\d{6}$/, { error: 'validation.invalidFormat' });

/** A password as typed at login (any length; the hash decides). */
export const passwordSchema = z.string().min(1, { error: 'validation.passwordEmpty' }).max(128);

export { newPasswordSchema };

/** Checkbox values as a form posts them. */
const acceptedSchema = z
  .union([z.boolean(), z.enum(['true', 'on', '1', 'false', '0', ''])])
  .optional()
  .refine((value) => value === true || value === 'true' || value === 'on' || value === '1', {
    error: 'validation.termsRequired',
  });

/** Where a code may be used; a code sent for one purpose never works for another. */
export const CODE_PURPOSES = ['register', 'login', 'forget', 'change'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The id a client chose for its captcha (GET /user/auth/cap?uuid=…). */
export const captchaIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
/** The characters read from the captcha picture. */
export const captchaAnswerSchema = z.string().trim().max(8);

/** POST /user/auth/login: loginType '1' password, '2' verification code (spec §7). */
export const loginRequestSchema = z.object({
  loginType: z.enum(['1', '2']),
  /** Username, email or phone for loginType '1'; email or phone for loginType '2'. */
  username: z.string().trim().min(1, { error: 'validation.accountBlank' }).max(254),
  password: z.string().max(128).optional(),
  code: z.string().trim().max(6).optional(),
  /** The captcha's id (as given to GET /user/auth/cap) and the text read from it. */
  uuid: captchaIdSchema.optional(),
  captcha: captchaAnswerSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The login response of spec §3; `expire` is the session's end in Unix seconds. */
export const loginResultSchema = z.object({
  token: z.string(),
  java_token: z.string(),
  expire: z.number().int(),
  username: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** What a failed login or code request tells the client: whether the next try needs a captcha. */
export const loginFailureSchema = z.object({ needCaptcha: z.boolean() });

/** GET /user/auth/cap. */
export const captchaQuerySchema = z.object({
  uuid: captchaIdSchema,
  lang: z.enum(['zh', 'en']).optional(),
});

/** Availability checks (GET /user/auth/checkEmail, …): only whether the value is free. */
export const availabilitySchema = z.object({ available: z.boolean() });
export const checkEmailQuerySchema = z.object({ email: emailSchema });
export const checkPhoneQuerySchema = z.object({ phone: phoneSchema });
export const checkUsernameQuerySchema = z.object({ username: usernameSchema });
/** A nickname: shown to others, so no invisible or direction-changing characters. */
const nicknameSchema = displayTextSchema(32).pipe(
  z.string().min(1, { error: 'validation.nicknameRequired' }),
);
export const checkNicknameQuerySchema = z.object({ nickname: nicknameSchema });

/** Beyond the first few codes a captcha is asked for (the answer says `needCaptcha`). */
const codeCaptchaFields = {
  uuid: captchaIdSchema.optional(),
  captcha: captchaAnswerSchema.optional(),
};
/** POST /user/auth/sendEmailCode. */
export const sendEmailCodeSchema = z.object({
  email: emailSchema,
  purpose: z.enum(CODE_PURPOSES).default('register'),
  ...codeCaptchaFields,
});
/** POST /user/auth/sendPhoneCode and sendPhoneCodeCheck. */
export const sendPhoneCodeSchema = z.object({
  phone: phoneSchema,
  purpose: z.enum(CODE_PURPOSES).default('register'),
  ...codeCaptchaFields,
});
/** After a code is sent: seconds before another may be asked for. */
export const codeSentSchema = z.object({ countdown: z.number().int() });

/** POST /user/auth/register (email or phone) and registerByEmail. */
export const registerRequestSchema = z
  .object({
    username: usernameSchema,
    password: newPasswordSchema,
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    code: verificationCodeSchema,
    terms: acceptedSchema,
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    error: 'validation.emailBlank',
    path: ['email'],
  });
export const registerByEmailSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  email: emailSchema,
  code: verificationCodeSchema,
  terms: acceptedSchema,
});

/** POST /user/auth/forgetByEmail (email) and forget (phone): a code and a new password. */
export const forgetByEmailSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  password: newPasswordSchema,
});
export const forgetByPhoneSchema = z.object({
  phone: phoneSchema,
  code: verificationCodeSchema,
  password: newPasswordSchema,
});

/** Step 1 of every three-step change: the current password, in a POST body. */
export const checkPasswordSchema = z.object({ password: passwordSchema });
/** A short-lived proof that step 1 passed. */
export const changeTicketSchema = z.object({ ticket: z.string(), expire: z.number().int() });

/** POST /user/user/resetPassword: steps 2 and 3 (new password twice, then save). */
export const resetPasswordSchema = z
  .object({
    ticket: z.string().min(1).max(128),
    password: newPasswordSchema,
    confirmPassword: z.string().max(128),
  })
  .refine((body) => body.password === body.confirmPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export const resetEmailSchema = z.object({
  ticket: z.string().min(1).max(128),
  email: emailSchema,
  code: verificationCodeSchema,
});
export const resetPhoneSchema = z.object({
  ticket: z.string().min(1).max(128),
  phone: phoneSchema,
  code: verificationCodeSchema,
});

/** Profile genders (spec §3). */
export const GENDERS = ['male', 'female', 'secret'] as const;

/** POST /user/user/updateUserInfo: the profile of spec §3 with the §5 messages. */
export const updateProfileSchema = z.object({
  nickname: nicknameSchema,
  bio: displayTextSchema(500, true).default(''),
  socialLink: displayTextSchema(300)
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), {
      error: 'validation.urlInvalid',
    })
    .default(''),
  gender: z.enum(GENDERS).default('secret'),
  industry: displayTextSchema(40).default(''),
  country: displayTextSchema(40).default(''),
  provinceId: z.coerce.number({ error: 'validation.areaRequired' }).int().positive(),
  cityId: z.coerce.number({ error: 'validation.areaRequired' }).int().positive(),
  address: displayTextSchema(200).pipe(z.string().min(1, { error: 'validation.addressRequired' })),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** The signed-in user's own profile (part of GET /user/user/info). */
export const profileSchema = z.object({
  nickname: z.string().nullable(),
  bio: z.string(),
  socialLink: z.string(),
  gender: z.enum(GENDERS),
  industry: z.string(),
  country: z.string(),
  provinceId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  address: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** §3 user info "wechat data": the bound WeChat profile, null when none. */
export const wechatBindingSchema = z.object({
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  boundAt: z.number().int(),
});
export type WechatBinding = z.infer<typeof wechatBindingSchema>;

/** GET /user/user/info (spec §3 "User info"). */
export const userInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  truename: z.string().nullable(),
  avatar_url: z.string().nullable(),
  permissions: z.array(z.string()),
  devIds: z.array(z.number().int()),
  isApplyFitting: z.boolean(),
  unCompletedDev: z.union([z.array(z.number().int()), z.literal(false)]),
  /** The bound WeChat profile (spec §3 "wechat data"), null when none. */
  wechat: wechatBindingSchema.nullable(),
  filter_airiata: z.boolean(),
  /** 'Y' when the request came from a private (internal) address. */
  internalIp: z.enum(['Y', 'N']),
  profile: profileSchema,
});
export type UserInfoResponse = z.infer<typeof userInfoSchema>;

/** GET /user/user/info/:id: what anyone may see of a user. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string(),
});

/** POST /user/user/addAuthentication and upAuthentication: real-name data. */
export const authenticationRequestSchema = z.object({
  realName: displayTextSchema(50).pipe(z.string().min(1, { error: 'validation.nameBlank' })),
  idNumber: z
    .string()
    .trim()
    .regex(/^(?:\d{17}[\dXx]|[A-Za-z0-9]{6,20})$/, { error: 'validation.invalidFormat' }),
});
/** GET /user/user/getAuthentication: masked, never the stored values. */
export const authenticationSchema = z.object({
  realName: z.string(),
  idNumber: z.string(),
  updatedAt: z.number().int(),
});
