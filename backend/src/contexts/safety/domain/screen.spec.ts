import { SAFETY_VERDICTS, ScreeningInput, screenText } from './screen';
import { SIGNAL_CODES, SIGNALS, SignalCode } from './signals';

type Options = Partial<Omit<ScreeningInput, 'texts'>>;

function screen(text: string, options: Options = {}) {
  return screenText({
    kind: 'message',
    speaker: 'client',
    contractExists: false,
    author: { newAccount: false, verified: false },
    ...options,
    texts: [text],
  });
}
const codes = (text: string, options: Options = {}) => screen(text, options).reasons.map((reason) => reason.code);

describe('screenText: the signals', () => {
  it.each<[SignalCode, string]>([
    ['pay_to_work', 'A registration fee of ₱500 is required before you start.'],
    ['pay_to_work', 'Please pay the $35 application fee via Cash App.'],
    ['pay_to_work', 'Kindly send the processing fee to my PayPal.me link.'],
    ['pay_to_work', 'You must pay a refundable deposit of €100 for the laptop.'],
    ['pay_to_work', 'Purchase our starter kit for $79 to begin.'],
    ['pay_to_work', 'The training fee is payable by Western Union.'],
    ['pay_to_work', 'Your background check fee is $40, pay with an Amazon gift card.'],
    ['pay_to_work', 'We need $50 in iTunes gift cards for your certification.'],
    ['pay_to_work', 'Send 30 USDT to activate your account before you start.'],
    ['pay_to_work', 'The activation fee can be paid in bitcoin.'],
    ['pay_to_work', 'Buy the headset and software from our approved vendor.'],
    ['pay_to_work', 'Magbayad ng ₱300 sa GCash para sa slot mo.'],
    ['pay_to_work', 'Pay the uniform fee through PayMaya.'],
    ['off_platform', 'Contact us on Telegram for the interview.'],
    ['off_platform', 'Message me on WhatsApp.'],
    ['off_platform', 'Add me on Signal.'],
    ['off_platform', 'Add me on Skype.'],
    ['off_platform', 'Add me on Discord.'],
    ['off_platform', 'Add me on WeChat.'],
    ['off_platform', 'Add me on Viber.'],
    ['off_platform', 'Add me on Line.'],
    ['off_platform', 'Add me on Kik.'],
    ['off_platform', 'Add me on Facebook Messenger.'],
    ['off_platform', 'The interview will be held on Telegram.'],
    ['off_platform', "Let's continue on WhatsApp."],
    ['off_platform', 'My Telegram is @hr_recruit'],
    ['off_platform', 'Reach our HR: @hr_recruit'],
    ['off_platform', 'telegram: hrteam'],
    ['off_platform', 'Call +63 917 123 4567.'],
    ['off_platform', 'Text 0917-123-4567 for details.'],
    ['off_platform', 'Viber 0917.123.4567'],
    ['off_platform', 'Send your CV to jobs.hr.team@gmail.com'],
    ['off_platform', 'Write to hrteam at gmail dot com'],
    ['off_platform', 'Join here: t.me/hiring_team'],
    ['off_platform', 'https://telegram.me/hiring_team'],
    ['off_platform', 'wa.me/639171234567'],
    ['off_platform', 'https://chat.whatsapp.com/AbCdEf'],
    ['off_platform', 'discord.gg/abc123'],
    ['off_platform', 'Apply: forms.gle/abc123'],
    ['off_platform', 'Apply at https://docs.google.com/forms/d/e/1FAIp/viewform'],
    ['off_platform', 'Fill out the application form: bit.ly/apply-now'],
    ['cheque_scheme', 'We will send you a check to deposit in your account.'],
    ['cheque_scheme', 'Buy the equipment and we will reimburse you.'],
    ['cheque_scheme', 'Buy gift cards for our client and you will be reimbursed.'],
    ['cheque_scheme', 'Keep $200 and wire the remainder to our vendor.'],
    ['cheque_scheme', 'Use mobile deposit for the cheque we mail you.'],
    ['cheque_scheme', 'Forward the remaining balance to our partner today.'],
    ['sensitive_data_request', 'Send me a photo of your ID.'],
    ['sensitive_data_request', "What's the code we just texted you?"],
    ['sensitive_data_request', 'Please give me your password so I can log in.'],
    ['sensitive_data_request', 'Reply with the OTP you received.'],
    ['sensitive_data_request', 'Provide your bank account number and PIN.'],
    ['sensitive_data_request', 'We need your SSN and a selfie holding your ID.'],
    ['sensitive_data_request', 'Share your online banking login details.'],
    ['crypto_task_scheme', 'Recharge your task account to continue.'],
    ['crypto_task_scheme', 'Complete 40 tasks to unlock your commission.'],
    ['crypto_task_scheme', 'Deposit USDT to upgrade your level.'],
    ['crypto_task_scheme', 'Like and rate products for commission.'],
    ['crypto_task_scheme', 'Order-grabbing job, daily payout.'],
    ['unrealistic_pay', 'Earn $500 a day typing, no experience.'],
    ['unrealistic_pay', '$3,000/week for liking posts.'],
    ['unrealistic_pay', 'Earn 5000 USD weekly from home, 1 hour a day.'],
    ['unrealistic_pay', 'Kumita ng ₱8,000 per day, cellphone lang.'],
    ['suspicious_link', 'Details: https://bit.ly/3xYzAbc'],
    ['suspicious_link', 'tinyurl.com/abc'],
    ['suspicious_link', 'https://t.co/abc'],
    ['suspicious_link', 'goo.gl/abc'],
    ['suspicious_link', 'cutt.ly/abc'],
    ['suspicious_link', 'is.gd/abc'],
    ['suspicious_link', 'rebrand.ly/abc'],
    ['suspicious_link', 'shorturl.at/abc'],
    ['suspicious_link', 'ow.ly/abc'],
    ['suspicious_link', 'Sign in at paypa1.com'],
    ['suspicious_link', 'upw0rk-jobs.com'],
    ['suspicious_link', 'amaz0n-careers.net'],
    ['suspicious_link', 'verifiedwork-support.xyz'],
    ['suspicious_link', 'https://paypal.com.account-verify.xyz/login'],
    ['suspicious_link', 'https://p\u0430ypal.com/login'],
  ])('%s: %p', (code, text) => {
    const screening = screen(text);
    expect(screening.reasons.map((reason) => reason.code)).toContain(code);
    expect(screening.verdict).not.toBe('clear');
  });

  it('gives each signal a name, a calm message and a known code, in SIGNAL_CODES order', () => {
    expect(SIGNALS.map((signal) => signal.code)).toEqual([...SIGNAL_CODES]);
    for (const signal of SIGNALS) {
      expect(signal.name).toBeTruthy();
      expect(signal.message).toMatch(/^This |^The |^Parts /);
      expect(signal.message).not.toMatch(/!/);
    }
  });

  it('lists each signal once, in SIGNALS order, with its message', () => {
    const screening = screen('Contact us on Telegram. The registration fee of $50 is due today. Contact us on Telegram again.');
    expect(screening).toEqual({
      verdict: 'hold',
      reasons: ['pay_to_work', 'off_platform'].map((code) => ({ code, message: SIGNALS.find((signal) => signal.code === code)!.message })),
    });
  });
});

describe('screenText: honest work stays clear', () => {
  it.each<[string, Options]>([
    ['WhatsApp Business support agent: answer customers on WhatsApp Business.', {}],
    ['Moderate our Telegram community of 20,000 members.', {}],
    ['Answer customers on Viber and Messenger.', {}],
    ["Support agent for our crypto exchange's help desk, answering questions about USDT withdrawals.", {}],
    ['Discord server moderation, evenings.', {}],
    ['We never charge any fee.', {}],
    ['No fees, ever.', {}],
    ['Training is paid by us.', {}],
    ['Paid weekly by bank transfer.', {}],
    ['We provide the equipment at no cost.', {}],
    ['You will handle refund requests and gift card balance questions from customers.', {}],
    ["You'll reset customers' passwords through our admin tool.", {}],
    ['Customers may ask you to reset their password.', {}],
    ['We will never ask for your password.', {}],
    ["Verify your identity through the platform's verification.", {}],
    ["I'd rather keep our conversation here on the platform.", { speaker: 'worker' }],
    ["I don't use Telegram.", { speaker: 'worker' }],
    ["Please don't contact me on WhatsApp.", { speaker: 'worker' }],
    ['We never move interviews to Telegram.', {}],
    ['I moderated Telegram groups and handled WhatsApp Business chats for 3 years.', { kind: 'application', speaker: 'worker' }],
    ['My rate is $8/h via PayPal.', { kind: 'application', speaker: 'worker' }],
    ['Please send the $20 for the extra hours via PayPal.', { speaker: 'worker' }],
    ['My work email is ana@company.com', { contractExists: true }],
    ['Join our Slack, and message me on WhatsApp at +63 917 123 4567 if it is urgent.', { contractExists: true }],
    ['$5–8/hour, 40 hours a week.', {}],
    ['$1,200/month full time.', {}],
    ['Pay: $6/hour. Pay is $900/month, paid through the platform.', {}],
    ['₱25,000/month, night shift.', {}],
    ['Our code is on https://github.com/acme/widget and our site is https://acme-widgets.io', {}],
    ['See my profile: https://www.linkedin.com/in/ana-santos', { speaker: 'worker' }],
    ['There is no registration fee, free of charge.', {}],
    ['Zero fees: the background check is at no cost to you.', {}],
    ["Don't hesitate to ask questions here.", {}],
  ])('%p', (text, options) => {
    expect(screen(text, options)).toEqual({ verdict: 'clear', reasons: [] });
  });

  it("never flags clean text for the account's age or verification", () => {
    for (const author of [
      { newAccount: true, verified: false },
      { newAccount: true, verified: true },
      { newAccount: false, verified: false },
    ])
      expect(screen('Hi! Which ticketing tools have you used?', { author }).verdict).toBe('clear');
  });
});

describe('screenText: disguise does not dodge it', () => {
  it.each<[SignalCode, string]>([
    ['off_platform', 'Contact us on T e l e g r a m'],
    ['off_platform', 'Contact us on t.e.l.e.g.r.a.m'],
    ['off_platform', 'Contact us on t-e-l-e-g-r-a-m'],
    ['off_platform', 'Message me on W h a t s A p p'],
    ['off_platform', 'Message me on wh@tsapp'],
    ['off_platform', 'Contact us on t3l3gram'],
    ['off_platform', 'Contact us on te1egram'],
    ['off_platform', 'Contact us on TeIegram'],
    ['off_platform', 'Add me on $ignal'],
    ['off_platform', 'Contact us on \u0422\u0435l\u0435gr\u0430m'],
    ['off_platform', 'Message me on Wh\u0430tsApp'],
    ['off_platform', 'Contact us on Tele\u200bgram'],
    ['pay_to_work', 'Pay the registration f33 of $25 first.'],
    ['pay_to_work', 'Pay the r e g i s t r a t i o n  f e e first.'],
    ['sensitive_data_request', 'Send me your p@ssw0rd.'],
    ['crypto_task_scheme', 'Rech@rge your t4sk acc0unt.'],
    ['cheque_scheme', 'Use m o b i l e  d e p o s i t for it.'],
  ])('%s: %p is held with disguised_text', (code, text) => {
    const screening = screen(text);
    expect(screening.verdict).toBe('hold');
    expect(screening.reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining([code, 'disguised_text']));
  });

  it('does not turn standalone numbers into letters', () => {
    expect(screen('The rate is $25 per hour, 0917 is my area code.', { contractExists: true }).verdict).toBe('clear');
    expect(codes('Rate: $25/hour.')).toEqual([]);
  });

  it('never reports disguised_text on its own', () => {
    expect(screen('T h a n k  y o u, see you on M o n d a y').verdict).toBe('clear');
    expect(screen('Ｈｅｌｌｏ, \u0422hanks for applying!').verdict).toBe('clear');
  });

  it('does not call a plain signal disguised', () => {
    expect(codes('Contact us on Telegram.')).toEqual(['off_platform']);
  });
});

describe('screenText: who speaks and when', () => {
  it('counts pay_to_work only from a client', () => {
    const text = 'Please pay the registration fee of $30 via GCash.';
    expect(codes(text, { speaker: 'client' })).toContain('pay_to_work');
    expect(codes(text, { speaker: 'worker' })).not.toContain('pay_to_work');
  });

  it('counts off_platform only before a contract', () => {
    const text = 'Message me on WhatsApp: +63 917 123 4567';
    expect(codes(text)).toEqual(['off_platform']);
    expect(codes(text, { contractExists: true })).toEqual([]);
  });

  it('counts sensitive_data_request from either side, contract or not', () => {
    const text = 'Send me the OTP you just received.';
    for (const speaker of ['client', 'worker'] as const)
      for (const contractExists of [false, true]) expect(codes(text, { speaker, contractExists })).toEqual(['sensitive_data_request']);
  });
});

describe('screenText: the verdict policy', () => {
  const newUnverified = { author: { newAccount: true, verified: false } };

  it('is clear without a signal', () => {
    expect(screen('Thanks, talk tomorrow.')).toEqual({ verdict: 'clear', reasons: [] });
  });

  it('holds for any hold-severity signal', () => {
    expect(screen('Send me a photo of your ID.').verdict).toBe('hold');
    expect(screen('Recharge your task account.').verdict).toBe('hold');
  });

  it('warns for one warn signal, holds for two different ones', () => {
    expect(screen('Message me on Telegram.').verdict).toBe('warn');
    expect(screen('Brief: https://bit.ly/3xYzAbc').verdict).toBe('warn');
    expect(screen('Message me on Telegram. Brief: https://bit.ly/3xYzAbc')).toMatchObject({ verdict: 'hold' });
  });

  it('holds a look-alike domain on its own', () => {
    expect(screen('Verify at paypa1.com')).toMatchObject({ verdict: 'hold', reasons: [{ code: 'suspicious_link' }] });
  });

  it('raises off_platform and unrealistic_pay to hold from a new unverified account, not a shortened link', () => {
    expect(screen('Message me on Telegram.', newUnverified).verdict).toBe('hold');
    expect(screen('Earn $500 a day typing, no experience.', newUnverified).verdict).toBe('hold');
    expect(screen('Message me on Telegram.', { author: { newAccount: true, verified: true } }).verdict).toBe('warn');
    expect(screen('Message me on Telegram.', { author: { newAccount: false, verified: false } }).verdict).toBe('warn');
    expect(screen('here is the brief: https://bit.ly/3xYzAbc', newUnverified)).toMatchObject({
      verdict: 'warn',
      reasons: [{ code: 'suspicious_link' }],
    });
  });

  it('reads every text of a post: title, description and tags', () => {
    expect(
      screenText({
        kind: 'job_post',
        speaker: 'client',
        contractExists: false,
        author: { newAccount: false, verified: true },
        texts: ['Chat support', 'Great team, weekly pay.', 'telegram: hr_desk'],
      }).reasons.map((reason) => reason.code),
    ).toEqual(['off_platform']);
  });
});

describe('screenText: the longest texts', () => {
  // Speed is measured by bench:safety (docs/performance.md), not asserted here; a catastrophic
  // pattern on these inputs would still run into the test's time limit.
  it('judges a disguised 5,000-character scam and hostile repetitive input of that length', () => {
    const scam = 'Contact us on T e l e g r a m, pay the registration f33 of ₱500 via GCash 0917 123 4567. ';
    expect(screen(scam.repeat(Math.ceil(5000 / scam.length)).slice(0, 5000)).verdict).toBe('hold');
    for (const hostile of [
      'a '.repeat(2500),
      '1 '.repeat(2500),
      'a.'.repeat(2500),
      '$'.repeat(5000),
      'http://'.repeat(700),
      'you '.repeat(1250),
    ]) {
      // A run of single digits reads as a phone number; what matters is that each is judged.
      expect(SAFETY_VERDICTS).toContain(screen(hostile).verdict);
    }
  });
});
