import { Button, CopyButton, Group, Image, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { browser } from '../../../lib/browser';
import { LIMITS } from '../../../lib/limits';
import type { TwoFactorSetup } from '../api';
import {
  getTwoFactorServerErrors,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactorSetup,
} from '../hooks/useTwoFactor';
import type { TwoFactorField } from '../hooks/useTwoFactor';

/** What the dialog was opened for, from the two-factor card. */
export type TwoFactorFlow = 'turn-on' | 'set-up-again' | 'new-recovery-codes' | 'turn-off';

export type TwoFactorDialogProps = {
  /** Null while closed. */
  flow: TwoFactorFlow | null;
  /** The account's address, for password managers. */
  email: string;
  onClose: () => void;
  /** Runs once two-factor sign-in was turned on or off: the signed-in user says which. */
  onTurnedOnOrOff: () => void | Promise<void>;
};

const TITLES: Record<TwoFactorFlow, string> = {
  'turn-on': 'Turn on two-factor sign-in',
  'set-up-again': 'Set up two-factor sign-in again',
  'new-recovery-codes': 'New recovery codes',
  'turn-off': 'Turn off two-factor sign-in',
};

/** A recovery code with its dashes and a few spaces to spare; an authenticator code is six digits. */
const CODE_MAX_LENGTH = 32;

type Stage = { name: 'confirm' } | { name: 'scan'; setup: TwoFactorSetup } | { name: 'codes'; recoveryCodes: string[] };

/**
 * Turns two-factor sign-in on, sets it up again, replaces the recovery codes or turns it off,
 * each proving what the server asks for. New recovery codes are shown once, until the user says
 * they saved them.
 */
export function TwoFactorDialog({ flow, email, onClose, onTurnedOnOrOff }: TwoFactorDialogProps) {
  const [stage, setStage] = useState<Stage>({ name: 'confirm' });
  const close = () => {
    setStage({ name: 'confirm' });
    onClose();
  };
  // The codes are shown once: the dialog closes only by the button saying they were saved.
  const showingCodes = stage.name === 'codes';

  return (
    <Modal
      opened={flow !== null}
      onClose={close}
      title={showingCodes ? 'Save your recovery codes' : flow && TITLES[flow]}
      centered
      withCloseButton={!showingCodes}
      closeOnEscape={!showingCodes}
      closeOnClickOutside={!showingCodes}
    >
      {/* Mounted only while open, so each opening starts empty. */}
      {flow && stage.name === 'confirm' && (
        <ConfirmStep
          flow={flow}
          email={email}
          onCancel={close}
          onSetupStarted={(setup) => setStage({ name: 'scan', setup })}
          onRecoveryCodes={(recoveryCodes) => setStage({ name: 'codes', recoveryCodes })}
          onTurnedOff={async () => {
            close();
            await onTurnedOnOrOff();
          }}
        />
      )}
      {stage.name === 'scan' && (
        <ScanStep
          setup={stage.setup}
          onCancel={close}
          onEnabled={async (recoveryCodes) => {
            setStage({ name: 'codes', recoveryCodes });
            await onTurnedOnOrOff();
          }}
        />
      )}
      {stage.name === 'codes' && <RecoveryCodesStep recoveryCodes={stage.recoveryCodes} onSaved={close} />}
    </Modal>
  );
}

type CodeDraft = Record<TwoFactorField, string>;

const REQUIRED_MESSAGES: Record<TwoFactorField, string> = {
  password: 'Password is required',
  code: 'Authentication code is required',
};

/** The fields each flow asks for before it calls the server. */
const FIELDS_OF_FLOW: Record<TwoFactorFlow, readonly TwoFactorField[]> = {
  'turn-on': ['password'],
  'set-up-again': ['password', 'code'],
  'new-recovery-codes': ['code'],
  'turn-off': ['password', 'code'],
};

const SUBMIT_LABELS: Record<TwoFactorFlow, string> = {
  'turn-on': 'Continue',
  'set-up-again': 'Continue',
  'new-recovery-codes': 'Create new codes',
  'turn-off': 'Turn off two-factor sign-in',
};

const EXPLANATIONS: Record<TwoFactorFlow, string> = {
  'turn-on': 'Enter your password to start. Then you scan a QR code with an authenticator app.',
  'set-up-again': 'For a new phone or app: enter your password and a code from your current app or a recovery code.',
  'new-recovery-codes': 'Your old recovery codes stop working. Enter a code from your authenticator app or a recovery code.',
  'turn-off': 'Signing in will ask only for your password. Enter it and a code from your authenticator app or a recovery code.',
};

function useCodeForm(name: string, fields: readonly TwoFactorField[]) {
  const form = useForm<CodeDraft>({
    name,
    initialValues: { password: '', code: '' },
    validate: (values) =>
      Object.fromEntries(fields.filter((field) => values[field].trim() === '').map((field) => [field, REQUIRED_MESSAGES[field]])),
  });
  /** Puts the server's messages under their fields; false when the failure is about neither. */
  const handleServerError = (error: unknown): boolean => {
    const errors = getTwoFactorServerErrors(error);
    if (Object.keys(errors).length === 0) return false;
    form.setErrors(errors);
    return true;
  };
  return { form, handleServerError };
}

function CodeInput({ form, description }: { form: ReturnType<typeof useCodeForm>['form']; description?: string }) {
  return (
    <TextInput
      label="Authentication code"
      autoComplete="one-time-code"
      maxLength={CODE_MAX_LENGTH}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...form.getInputProps('code')}
    />
  );
}

type ConfirmStepProps = {
  flow: TwoFactorFlow;
  email: string;
  onCancel: () => void;
  onSetupStarted: (setup: TwoFactorSetup) => void;
  onRecoveryCodes: (recoveryCodes: string[]) => void;
  onTurnedOff: () => Promise<void>;
};

function ConfirmStep({ flow, email, onCancel, onSetupStarted, onRecoveryCodes, onTurnedOff }: ConfirmStepProps) {
  const fields = FIELDS_OF_FLOW[flow];
  const { form, handleServerError } = useCodeForm(`two-factor-${flow}`, fields);
  const setup = useStartTwoFactorSetup({ onSuccess: onSetupStarted, onFieldError: handleServerError });
  const regenerate = useRegenerateRecoveryCodes({ onSuccess: onRecoveryCodes, onFieldError: handleServerError });
  const disable = useDisableTwoFactor({ onSuccess: onTurnedOff, onFieldError: handleServerError });
  const busy = setup.isPending || regenerate.isPending || disable.isPending;

  const handleValid = ({ password, code }: CodeDraft) => {
    const trimmedCode = code.trim();
    if (flow === 'turn-on') setup.mutate({ password });
    else if (flow === 'set-up-again') setup.mutate({ password, code: trimmedCode });
    else if (flow === 'new-recovery-codes') regenerate.mutate(trimmedCode);
    else disable.mutate({ password, code: trimmedCode });
  };

  return (
    <form onSubmit={form.onSubmit(handleValid)} noValidate>
      <Stack gap="md">
        <Text fz="sm">{EXPLANATIONS[flow]}</Text>
        {fields.includes('password') && (
          <>
            {/* For password managers: the account the password belongs to. */}
            <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              maxLength={LIMITS.account.password}
              data-autofocus
              {...form.getInputProps('password')}
              // Mantine marks a TextInput invalid for assistive technology, but not a PasswordInput.
              aria-invalid={form.errors.password ? true : undefined}
            />
          </>
        )}
        {fields.includes('code') && <CodeInput form={form} description="Or enter one of your recovery codes" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color={flow === 'turn-off' ? 'red' : undefined} loading={busy}>
            {SUBMIT_LABELS[flow]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ScanStepProps = {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => Promise<void>;
};

function ScanStep({ setup, onCancel, onEnabled }: ScanStepProps) {
  const { form, handleServerError } = useCodeForm('two-factor-enable', ['code']);
  const enable = useEnableTwoFactor({ onSuccess: onEnabled, onFieldError: handleServerError });

  return (
    <form onSubmit={form.onSubmit(({ code }) => enable.mutate(code.trim()))} noValidate>
      <Stack gap="md">
        <Text fz="sm">Scan the QR code with an authenticator app, or type the setup key into it. Then enter the code it shows.</Text>
        <Image src={setup.qrCode} alt="QR code for your authenticator app" w={200} h={200} mx="auto" />
        <TextInput
          label="Setup key"
          value={setup.secret}
          readOnly
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <CodeInput form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={enable.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={enable.isPending}>
            Turn on two-factor sign-in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const RECOVERY_CODES_FILE_NAME = 'verifiedwork-recovery-codes.txt';

function RecoveryCodesStep({ recoveryCodes, onSaved }: { recoveryCodes: string[]; onSaved: () => void }) {
  const text = `${recoveryCodes.join('\n')}\n`;
  const download = () => browser.saveFile(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE_NAME);

  return (
    <Stack gap="md">
      <Text fz="sm">
        Each code signs you in once when you cannot use your authenticator app. Keep them somewhere safe: they are not shown again.
      </Text>
      <List aria-label="Recovery codes" listStyleType="none" ff="monospace" spacing={2} withPadding>
        {recoveryCodes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
          Download codes
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onSaved}>I have saved these codes</Button>
      </Group>
    </Stack>
  );
}
