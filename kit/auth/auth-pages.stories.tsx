// The auth pages with a fake auth client: nothing is sent to a server.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { expect, userEvent, within } from 'storybook/test';
import type { AuthClient } from './auth-client.ts';
import ForgotPasswordPage from './forgot-password-page.tsx';
import LoginPage from './login-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';
import SignupPage from './signup-page.tsx';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fake supabase auth: answers after a short pause so the busy state shows. */
function fakeAuth(answers: {
  signIn?: { message: string } | null;
  signUp?: Error | 'signed-in' | 'confirm';
  update?: Error | null;
}): AuthClient {
  const client = {
    signInWithPassword: async () => {
      await wait(600);
      return { data: { user: null, session: null }, error: answers.signIn ?? null };
    },
    signUp: async () => {
      await wait(600);
      const a = answers.signUp ?? 'signed-in';
      if (a instanceof Error) return { data: { user: null, session: null }, error: a };
      return { data: { user: {}, session: a === 'signed-in' ? {} : null }, error: null };
    },
    resetPasswordForEmail: async () => {
      await wait(600);
      return { data: {}, error: null };
    },
    updateUser: async () => {
      await wait(600);
      return { data: { user: {} }, error: answers.update ?? null };
    },
  };
  return client as unknown as AuthClient;
}

const meta = {
  title: 'Kernel/Auth pages',
  parameters: { layout: 'fullscreen', path: '/login' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = { render: () => <LoginPage auth={fakeAuth({})} /> };

/** Wrong credentials: the server's message in an alert. */
export const SignInWrongPassword: Story = {
  render: () => <LoginPage auth={fakeAuth({ signIn: { message: 'Invalid login credentials' } })} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Email or phone'), 'staff@demo.safeworks.test');
    await userEvent.type(page.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Invalid login credentials');
  },
};

export const SignInValidation: Story = {
  render: () => <LoginPage auth={fakeAuth({})} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Email or phone'), 'grace');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(await page.findByText('Enter your password')).toBeVisible();
  },
};

export const CreateAccount: Story = { render: () => <SignupPage auth={fakeAuth({})} /> };

/** GoTrue's weak_password reasons, listed under the password field. */
export const CreateAccountWeakPassword: Story = {
  render: () => (
    <SignupPage
      auth={fakeAuth({
        signUp: new AuthWeakPasswordError('Password is known to be weak', 422, [
          'length',
          'characters',
          'pwned',
        ]),
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Full name'), 'Eve Mwangi');
    await userEvent.type(page.getByLabelText('Email or phone'), '0712 345 678');
    await userEvent.type(page.getByLabelText('Password'), 'password');
    await userEvent.click(page.getByRole('button', { name: 'Create account' }));
    await expect(await page.findByText(/too common/)).toBeVisible();
  },
};

export const AccountReady: Story = {
  render: () => <SignupPage auth={fakeAuth({ signUp: 'signed-in' })} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Full name'), 'Eve Mwangi');
    await userEvent.type(page.getByLabelText('Email or phone'), 'eve@example.com');
    await userEvent.type(page.getByLabelText('Password'), 'Correct-Horse-9');
    await userEvent.click(page.getByRole('button', { name: 'Create account' }));
    await expect(await page.findByRole('link', { name: 'Go to the shop' })).toBeVisible();
  },
};

export const ForgotPassword: Story = { render: () => <ForgotPasswordPage auth={fakeAuth({})} /> };

export const ResetPassword: Story = {
  render: () => <ResetPasswordPage auth={fakeAuth({})} recovery={{ checked: true, hasSession: true }} />,
};
export const ResetLinkExpired: Story = {
  render: () => <ResetPasswordPage auth={fakeAuth({})} recovery={{ checked: true, hasSession: false }} />,
};
export const ResetCheckingLink: Story = {
  render: () => <ResetPasswordPage auth={fakeAuth({})} recovery={{ checked: false, hasSession: false }} />,
};
