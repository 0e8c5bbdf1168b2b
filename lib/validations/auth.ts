import { z } from "zod";

// Request bodies of /api/auth/*, shared by the forms, the handlers and the tests.
const FILL_ALL = "Please fill in all fields";

const requiredText = (max: number, tooLong: string) =>
  z.string({ error: FILL_ALL }).trim().min(1, FILL_ALL).max(max, tooLong);

export const emailSchema = z
  .string({ error: FILL_ALL })
  .trim()
  .min(1, FILL_ALL)
  .max(254, "Email is too long")
  .pipe(z.email({ error: "Please enter a valid email" }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: FILL_ALL })
  .min(1, FILL_ALL)
  .min(6, "Password must be at least 6 characters")
  .max(200, "Password must be at most 200 characters");

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: FILL_ALL }).min(1, FILL_ALL).max(200, "Password must be at most 200 characters"),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const signupBodySchema = z.object({
  firstName: requiredText(50, "First name must be at most 50 characters"),
  lastName: requiredText(50, "Last name must be at most 50 characters"),
  email: emailSchema,
  password: passwordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** The sign-up form adds a confirmation the server never sees. */
export const signupFormSchema = signupBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type SignupForm = z.input<typeof signupFormSchema>;
