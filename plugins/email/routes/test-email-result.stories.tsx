import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestEmailResult } from './test-email-result.tsx';

const meta = {
  title: 'Plugins/Email/Test e-mail result',
  component: TestEmailResult,
} satisfies Meta<typeof TestEmailResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accepted: Story = {
  args: { answer: { ok: true, via: 'smtp', response: '250 2.0.0 OK 1732530000 queued as 4Zx9Qm' } },
};

export const WrongPassword: Story = {
  args: {
    answer: {
      ok: false,
      via: 'smtp',
      code: 'EAUTH',
      response_code: 535,
      message: 'Invalid login: 535 5.7.8 Username and Password not accepted',
    },
  },
};

export const ConnectionRefused: Story = {
  args: {
    answer: {
      ok: false,
      via: 'smtp',
      code: 'ESOCKET',
      response_code: null,
      message: 'connect ECONNREFUSED 203.0.113.7:587',
    },
  },
};

export const BuiltInMailbox: Story = {
  args: {
    answer: {
      ok: true,
      via: 'mailbox',
      outbox_id: '7f0c1e9a-0000-4000-8000-000000000001',
      message:
        'No SMTP server is set up, so the test e-mail went to the built-in mailbox (Email → Mailbox) instead of the internet.',
    },
  },
};
