// The respondents' form: one page per section, the page's check before Next (the first
// error focused), answers and page kept across a reload, one submission however often
// Send is pressed, the database's refusal under the question it names, and thanks.
import { DataError } from '@kernel/data/data-error.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicQuestion } from '../shapes.ts';
import { type FillableSurvey, SurveyForm } from './survey-form.tsx';

const question = (
  id: string,
  kind: PublicQuestion['kind'],
  title: string,
  extra: Partial<PublicQuestion> = {},
): PublicQuestion => ({
  id,
  key: `key-${id}`,
  kind,
  title,
  help: null,
  required: false,
  choices: [],
  rows: [],
  min: null,
  max: null,
  ...extra,
});

const survey: FillableSurvey = {
  id: 'survey-1',
  title: 'Client satisfaction',
  description: 'Five minutes, anonymous.',
  version: 1,
  anonymous: true,
  thank_you: 'Asante!',
  questions: [
    question('s1', 'section', 'About the audit'),
    question('q1', 'short_text', 'Which site?', { required: true }),
    question('s2', 'section', 'Recommending us'),
    question('q2', 'nps', 'Would you recommend us?', { required: true }),
  ],
};

beforeEach(() => localStorage.clear());

describe('a respondent on the fill page', () => {
  it('is stopped on a page with a required answer missing, the field focused, and goes on once it is given', async () => {
    const user = userEvent.setup();
    render(<SurveyForm survey={survey} send={vi.fn()} />);
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Page 1 of 2',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const site = screen.getByRole('textbox', { name: /Which site\?/ });
    expect(await screen.findAllByText('Answer “Which site?”: it is required')).not.toHaveLength(0);
    expect(site).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(site).toHaveFocus());
    await user.type(site, 'Thika');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Recommending us' })).toBeInTheDocument();
  });

  it('finds the page and answers again after a reload, and sends once however often Send is pressed', async () => {
    const user = userEvent.setup();
    let release: (v: { thank_you: string | null }) => void = () => {};
    const send = vi.fn(() => new Promise<{ thank_you: string | null }>((r) => (release = r)));
    const first = render(<SurveyForm survey={survey} send={send} />);
    await user.type(screen.getByRole('textbox', { name: /Which site\?/ }), 'Thika');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: '8' }));
    first.unmount();

    render(<SurveyForm survey={survey} send={send} />);
    expect(screen.getByRole('radio', { name: '8' })).toBeChecked();
    const sendButton = screen.getByRole('button', { name: 'Send answers' });
    await user.click(sendButton);
    await user.click(sendButton);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([
      expect.objectContaining({ answers: { q1: 'Thika', q2: 8 }, email: null, website: '' }),
    ]);
    release({ thank_you: 'Asante!' });
    expect(await screen.findByRole('status')).toHaveTextContent('Asante!');
  });

  it('tells the drop-off figures each page it reaches once, by the key it will send with (ADR 066)', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue({ thank_you: null });
    const onPage = vi.fn();
    render(<SurveyForm survey={survey} send={send} onPage={onPage} />);
    await user.type(screen.getByRole('textbox', { name: /Which site\?/ }), 'Thika');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: '9' }));
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(onPage.mock.calls.map((c) => c[1])).toEqual([0, 1]);
    expect(onPage.mock.calls[0]?.[0]).toBe(send.mock.calls[0]?.[0].key);
  });

  it('sees the database’s refusal under the question it names, on that question’s page', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockRejectedValue(
      new DataError({
        message: 'The answer to “Which site?” is too long (at most 500 characters)',
        code: '22023',
        details: 'q1',
      }),
    );
    render(<SurveyForm survey={survey} send={send} />);
    await user.type(screen.getByRole('textbox', { name: /Which site\?/ }), 'Thika');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('textbox', { name: /Which site\?/ })).toHaveAccessibleDescription(
      'The answer to “Which site?” is too long (at most 500 characters)',
    );
  });

  it('in the builder’s preview, moves between pages but sends nothing', async () => {
    const user = userEvent.setup();
    render(
      <SurveyForm
        survey={{ ...survey, questions: survey.questions.map((q) => ({ ...q, required: false })) }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Send answers' })).toBeDisabled();
    expect(screen.getByText('Preview: answers are not sent')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});

describe('a respondent on a survey with conditions (ADR 060)', () => {
  const ruled: FillableSurvey = {
    ...survey,
    id: 'survey-ruled',
    questions: [
      question('noisy', 'single_choice', 'Is your workplace noisy?', {
        required: true,
        choices: ['Yes', 'No'],
      }),
      question('hours', 'number', 'Hours a day in the noise', {
        required: true,
        show_if: { question: 'key-noisy', op: 'equals', value: 'Yes' },
      }),
      question('s2', 'section', 'Your hearing', {
        show_if: { question: 'key-noisy', op: 'equals', value: 'Yes' },
      }),
      question('ringing', 'short_text', 'When do your ears ring?', { required: true }),
    ],
  };

  it('sees the follow-up question appear and go as the answer changes, and is not asked what stays hidden', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue({ thank_you: null });
    render(<SurveyForm survey={ruled} send={send} />);
    expect(screen.queryByRole('spinbutton', { name: /Hours a day/ })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(await screen.findByRole('spinbutton', { name: /Hours a day/ }), '6');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Page 1 of 2');
    // Changing the answer hides the question and the section it opened; its answer is not sent.
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('spinbutton', { name: /Hours a day/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].answers).toEqual({ noisy: 'No' });
  });
});

describe('a respondent answering in their own words (ADR 060)', () => {
  it('picks "Other (please specify)", types the answer, and it is sent as their words', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue({ thank_you: null });
    const own: FillableSurvey = {
      ...survey,
      id: 'survey-other',
      questions: [
        question('hazard', 'single_choice', 'Main hazard at your station?', {
          choices: ['Noise', 'Dust'],
          other: true,
        }),
        question('ppe', 'multiple_choice', 'Which PPE do you have?', {
          choices: ['Helmet', 'Boots'],
          other: true,
        }),
        question('site', 'dropdown', 'Which site?', { choices: ['Thika', 'Athi River'], other: true }),
      ],
    };
    render(<SurveyForm survey={own} send={send} />);
    const hazard = screen.getByRole('group', { name: 'Main hazard at your station?' });
    await user.click(within(hazard).getByRole('radio', { name: 'Other (please specify)' }));
    await user.type(screen.getByRole('textbox', { name: /Main hazard.*other/ }), 'Heat from the oven');
    const ppe = screen.getByRole('group', { name: 'Which PPE do you have?' });
    await user.click(within(ppe).getByRole('checkbox', { name: 'Helmet' }));
    await user.click(within(ppe).getByRole('checkbox', { name: 'Other (please specify)' }));
    await user.type(screen.getByRole('textbox', { name: /Which PPE.*other/ }), 'Ear plugs');
    // A dropdown offers it as its last option; the box appears once it is chosen.
    const site = screen.getByRole('combobox', { name: /Which site/ });
    expect(screen.queryByRole('textbox', { name: /Which site.*other/ })).toBeNull();
    await user.selectOptions(site, 'Other (please specify)');
    await user.type(screen.getByRole('textbox', { name: /Which site.*other/ }), 'Ruiru depot');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(send.mock.calls[0]?.[0].answers).toEqual({
      hazard: 'Heat from the oven',
      ppe: ['Helmet', 'Ear plugs'],
      site: 'Ruiru depot',
    });
  });
});

describe('a respondent answering a file question', () => {
  const withFile: FillableSurvey = {
    ...survey,
    id: 'survey-files',
    questions: [
      question('f1', 'file_upload', 'Noise survey report', {
        required: true,
        file_types: ['pdf'],
        max_mb: 1,
      }),
    ],
  };

  it('is refused a wrong kind or too big a file before uploading, sees "Uploading…", then the name and size with Remove, kept across a reload, and sends {path, name, size, type}', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let finish: () => void = () => {};
    const upload = vi.fn(
      (file: File, key: string) =>
        new Promise<{ path: string; name: string; size: number; type: string }>((resolve) => {
          finish = () =>
            resolve({ path: `survey-files/${key}/x.pdf`, name: file.name, size: file.size, type: file.type });
        }),
    );
    const send = vi.fn(async () => ({ thank_you: null }));
    const first = render(<SurveyForm survey={withFile} send={send} upload={upload} />);
    const input = screen.getByLabelText(/Noise survey report/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription(/One file: a PDF, at most 1 MB\./);

    await user.upload(input, new File(['x'], 'site.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file for “Noise survey report” must be a PDF',
    );
    await user.upload(
      input,
      new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('is too big (at most 1 MB)');
    expect(upload).not.toHaveBeenCalled();

    await user.upload(input, new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/Uploading “report.pdf”…/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send answers' })).toBeDisabled();
    finish();
    const remove = await screen.findByRole('button', { name: 'Remove report.pdf' });
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    expect(screen.getByText('(8 bytes)')).toBeInTheDocument();
    first.unmount();

    // A reload keeps the uploaded file.
    render(<SurveyForm survey={withFile} send={send} upload={upload} />);
    expect(screen.getByRole('button', { name: 'Remove report.pdf' })).toBeInTheDocument();
    expect(remove).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    const key = upload.mock.calls[0]?.[1];
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        answers: {
          f1: { path: `survey-files/${key}/x.pdf`, name: 'report.pdf', size: 8, type: 'application/pdf' },
        },
        key,
      }),
    );
  });

  it('removes the file with Remove, and is then asked for one again', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async (file: File, key: string) => ({
      path: `survey-files/${key}/x.pdf`,
      name: file.name,
      size: file.size,
      type: 'application/pdf',
    }));
    render(<SurveyForm survey={withFile} send={vi.fn()} upload={upload} />);
    await user.upload(
      screen.getByLabelText(/Noise survey report/),
      new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove report.pdf' }));
    const input = screen.getByLabelText(/Noise survey report/);
    expect(input).toHaveAttribute('type', 'file');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findAllByText('Answer “Noise survey report”: it is required')).not.toHaveLength(0);
    await vi.waitFor(() => expect(input).toHaveFocus());
  });

  it('shows storage’s refusal under the question and keeps no file', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async () => {
      throw new Error('“report.pdf” could not be uploaded. Check your connection and try again.');
    });
    render(<SurveyForm survey={withFile} send={vi.fn()} upload={upload} />);
    await user.upload(
      screen.getByLabelText(/Noise survey report/),
      new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be uploaded');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
