import { Alert, Button, Group, PasswordInput, Radio, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { AnchorLink } from '../../../components/links';
import { SessionScreenFrame } from '../../../components/SessionScreenFrame';
import { browser } from '../../../lib/browser';
import { useLazyPart } from '../../../lib/use-lazy-part';
import { describeSessionEnding, forgetSessionEnding, rememberedSessionEnding } from '../session-ending-text';
import { signUpLine } from '../sign-up-line';
import type { SignUpReason } from '../../../lib/sign-up-prompt';
import { LIMITS, PASSWORD_RULE } from '../../../lib/limits';
import { returnAfterConfirmation } from '../../../lib/return-after-confirmation';
import { createAccount, signIn } from '../api';
import { signInRefusalOf } from '../server-errors';
import { isSignUpRole } from '../sign-up-role';
import type { SignUpRole } from '../sign-up-role';
import type { SignInAlert } from '../server-errors';
import { afterSignInUrl } from '../session-destination';
import type { SuspensionAppealProps } from './SuspensionAppeal';

export type SignInMode = 'signin' | 'signup';

const loadSuspensionAppeal = (): Promise<ComponentType<SuspensionAppealProps>> =>
  import('./SuspensionAppeal').then((module) => module.SuspensionAppeal);

/** The appeal of a suspension, whose code loads only when a sign-in is refused for one. */
function LazySuspensionAppeal(props: SuspensionAppealProps) {
  const [Part, setPart] = useState<ComponentType<SuspensionAppealProps>>();
  useLazyPart(loadSuspensionAppeal, setPart);
  return Part ? <Part {...props} /> : null;
}

const SIGN_UP_CHOICES: readonly { role: SignUpRole; label: string; description: string }[] = [
  { role: 'client', label: 'I want to hire', description: 'Post jobs and hire verified workers' },
  { role: 'freelancer', label: 'I want to work', description: 'Find remote support jobs and apply' },
];

/** A recovery code with its dashes and a few spaces to spare; an authenticator code is six digits. */
const SECOND_FACTOR_CODE_MAX_LENGTH = 32;

type SignInField = 'firstName' | 'lastName' | 'email' | 'password' | 'code';
type SignInValues = Record<SignInField, string>;

/** The steps of the form: signing in asks for the authenticator code once the password matched. */
type SignInStep = SignInMode | 'code';

const FIELDS_BY_STEP: Record<SignInStep, readonly SignInField[]> = {
  signin: ['email', 'password'],
  code: ['email', 'password', 'code'],
  signup: ['firstName', 'lastName', 'email', 'password'],
};

const REQUIRED_MESSAGES: Record<SignInField, string> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  password: 'Password is required',
  code: 'Authentication code is required',
};

type Submission = { step: SignInStep; values: SignInValues; role: SignUpRole };

function submitToServer({ step, values, role }: Submission) {
  const email = values.email.trim();
  if (step === 'signin') return signIn({ email, password: values.password });
  if (step === 'code') return signIn({ email, password: values.password, code: values.code.trim() });
  return createAccount({ email, password: values.password, firstName: values.firstName.trim(), lastName: values.lastName.trim(), role });
}

export type SignInScreenProps = {
  mode: SignInMode;
  /** The page of this site to open once signed in (?next=); the home page when absent or foreign. */
  next?: string;
  /** Why the visitor is asked to make an account (the action they tried), said above the form: "Create an account to apply to this job". */
  reason?: SignUpReason;
  /** The person a visitor tried to message, as the app looked them up (never words from the address). */
  recipientName?: string;
  onModeChange: (mode: SignInMode) => void;
  /** The choice Create account starts with (?role=, from the landing page's calls to action); "I want to work" without one. */
  role?: SignUpRole;
};

/** Sign in or create an account, then a full page load of `next` so the app starts signed in. */
export function SignInScreen({ mode, next, role: initialRole, reason: tried, recipientName, onModeChange }: SignInScreenProps) {
  const reason = tried && signUpLine(tried, recipientName);
  const [formError, setFormError] = useState<SignInAlert | null>(null);
  const [askingForCode, setAskingForCode] = useState(false);
  // The suspended user chose Appeal: once the code is proven, the refusal opens its form.
  const [appealing, setAppealing] = useState(false);
  // Why this tab's last session ended (suspended, signed out elsewhere, …), until signed in again.
  const [ended] = useState(() => {
    const ending = rememberedSessionEnding();
    return ending && describeSessionEnding(ending);
  });
  const [role, setRole] = useState<SignUpRole>(initialRole ?? 'freelancer');
  const step: SignInStep = mode === 'signin' && askingForCode ? 'code' : mode;
  const form = useForm<SignInValues>({
    initialValues: { firstName: '', lastName: '', email: '', password: '', code: '' },
    validate: (values) =>
      Object.fromEntries(
        FIELDS_BY_STEP[step].filter((field) => values[field].trim() === '').map((field) => [field, REQUIRED_MESSAGES[field]]),
      ),
  });

  const submission = useMutation({
    mutationFn: submitToServer,
    onSuccess: (_, { step: submittedStep }) => {
      forgetSessionEnding();
      // A new account confirms its address before it applies or writes: the confirmation page
      // offers to come back here, whichever tab the email's link opens in.
      if (submittedStep === 'signup' && next) returnAfterConfirmation.remember(next);
      browser.assign(afterSignInUrl(next));
    },
    onError: (error, { step: submittedStep }) => {
      const refusal = signInRefusalOf(error, FIELDS_BY_STEP[submittedStep]);
      if (refusal.secondFactorRequired) setAskingForCode(true);
      // A suspension refused the code step too (its code is used up): back to the password, with the appeal.
      if (refusal.alert?.appeal) {
        form.setFieldValue('code', '');
        setAskingForCode(false);
      }
      form.setErrors(refusal.fields);
      setFormError(refusal.alert);
    },
  });

  const backToPassword = () => {
    form.setFieldValue('code', '');
    form.clearErrors();
    setFormError(null);
    setAskingForCode(false);
    setAppealing(false);
  };

  const handleModeChange = (value: string | null) => {
    if (value !== 'signin' && value !== 'signup') return;
    backToPassword();
    onModeChange(value);
  };

  const handleSubmit = (values: SignInValues) => {
    setFormError(null);
    submission.mutate({ step, values, role });
  };

  // A suspended account with two-factor sign-in proves its code before it appeals (decision 0065).
  const appealWithCode = () => {
    setAppealing(true);
    setFormError(null);
    setAskingForCode(true);
  };

  const signUp = mode === 'signup';
  const alert = formError && (
    <Alert color="red" variant="light" role="alert">
      {formError.message}
      {formError.reason && <Text fz="sm">Reason: {formError.reason}</Text>}
    </Alert>
  );
  const fields =
    step === 'code' ? (
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="sm">
          <Text fz="sm">Two-factor sign-in is on for {form.values.email.trim()}. Enter the 6-digit code from your authenticator app.</Text>
          <TextInput
            label="Authentication code"
            autoComplete="one-time-code"
            // Six digits, or a recovery code of letters and digits.
            inputMode="text"
            maxLength={SECOND_FACTOR_CODE_MAX_LENGTH}
            description="Or enter one of your recovery codes"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            // The step opens after the user sent the password: the code is what they type next.
            autoFocus
            {...form.getInputProps('code')}
          />
          {alert}
          <Button type="submit" fullWidth mt="xs" loading={submission.isPending || submission.isSuccess}>
            Verify
          </Button>
          <Button variant="subtle" size="sm" onClick={backToPassword} disabled={submission.isPending || submission.isSuccess}>
            Use another account
          </Button>
        </Stack>
      </form>
    ) : (
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="sm">
          {signUp && (
            <Radio.Group
              label="What brings you here?"
              value={role}
              onChange={(value) => {
                if (isSignUpRole(value)) setRole(value);
              }}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={4}>
                {SIGN_UP_CHOICES.map((choice) => (
                  <Radio.Card key={choice.role} value={choice.role} p="sm" radius="md">
                    <Group wrap="nowrap" align="flex-start" gap="xs">
                      <Radio.Indicator />
                      <div>
                        <Text fz="sm" fw={600}>
                          {choice.label}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {choice.description}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
          {signUp && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="First name"
                autoComplete="given-name"
                maxLength={LIMITS.account.name}
                {...form.getInputProps('firstName')}
              />
              <TextInput label="Last name" autoComplete="family-name" maxLength={LIMITS.account.name} {...form.getInputProps('lastName')} />
            </SimpleGrid>
          )}
          <TextInput label="Email" type="email" autoComplete="email" maxLength={LIMITS.account.email} {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete={signUp ? 'new-password' : 'current-password'}
            maxLength={LIMITS.account.password}
            description={signUp ? PASSWORD_RULE : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('password')}
            // Mantine marks a TextInput invalid for assistive technology, but not a PasswordInput.
            aria-invalid={form.errors.password ? true : undefined}
          />
          {!signUp && (
            <AnchorLink to="/forgot-password" size="sm" style={{ alignSelf: 'flex-end' }}>
              Forgot password?
            </AnchorLink>
          )}
          {alert}
          {/* Stays busy after success too, while the browser loads the next page. */}
          <Button type="submit" fullWidth mt="xs" loading={submission.isPending || submission.isSuccess}>
            {signUp ? 'Create account' : 'Sign in'}
          </Button>
        </Stack>
      </form>
    );

  return (
    <SessionScreenFrame>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            VerifiedWork
          </Title>
          <Text c="dimmed">Verified remote support work</Text>
        </div>
        {reason && (
          <Alert color="blue" variant="light" title={reason}>
            {mode === 'signup'
              ? 'It is free, and you come back to this page once it is made.'
              : 'Sign in to go on, or choose Create account.'}
          </Alert>
        )}
        {ended && (
          <Alert color={ended.aboutAccount ? 'orange' : 'blue'} variant="light" title={ended.title} role="status">
            {ended.message}
            {ended.reason && <Text fz="sm">Reason: {ended.reason}</Text>}
          </Alert>
        )}
        <Tabs value={mode} onChange={handleModeChange} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="signin">Sign in</Tabs.Tab>
            <Tabs.Tab value="signup">Create account</Tabs.Tab>
          </Tabs.List>
          {/* Only the active panel renders its content: one form, its values kept across tabs. */}
          <Tabs.Panel value="signin">{fields}</Tabs.Panel>
          <Tabs.Panel value="signup">{fields}</Tabs.Panel>
        </Tabs>
        {/* Below the sign-in form, not in it: the appeal is a form of its own. */}
        {formError?.appeal && <LazySuspensionAppeal offer={formError.appeal} writing={appealing} onCodeNeeded={appealWithCode} />}
        <AnchorLink to="/" size="sm" ta="center">
          Back to the home page
        </AnchorLink>
      </Stack>
    </SessionScreenFrame>
  );
}
