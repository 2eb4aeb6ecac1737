/*
 * The scam shield's signals, as data: what each one catches (word patterns matched on the
 * normalised "words" view of a text, see normalize.ts), the sentence shown to the worker, and its
 * weight in the verdict. The matching itself is in screen.ts; a few signals also have detectors
 * there that read numbers and addresses (phone numbers, e-mail addresses, links, amounts), fed by
 * the lists at the end of this file.
 *
 * The red flags come from the published warnings of consumer-protection agencies and platforms:
 * the US FTC's "job scams" and "fake check" pages, the Philippine DOLE and NBI advisories on online
 * job offers, UK Action Fraud's job and money-mule pages, and the trust-and-safety pages of Upwork,
 * Fiverr and OnlineJobs.ph. docs/safety.md describes each signal with examples.
 *
 * Patterns are written in plain lower case. They are compiled twice: as written, for the literal
 * text, and through the confusable skeleton (normalize.ts: "l" read as "i"), for the words view.
 * They use no nested repetition; every gap is bounded ({0,n}) and stays inside a sentence.
 */

export const SIGNAL_CODES = [
  'pay_to_work',
  'off_platform',
  'cheque_scheme',
  'sensitive_data_request',
  'crypto_task_scheme',
  'unrealistic_pay',
  'suspicious_link',
  'disguised_text',
] as const;
export type SignalCode = (typeof SIGNAL_CODES)[number];

/** The points that make a verdict: a text whose signals add up to `warn` is published with a warning, to `hold` is held for an administrator. */
export const VERDICT_THRESHOLDS = { warn: 1, hold: 2 } as const;

/** What a signal weighs by its severity: two different warn signals add up to a hold. */
export const SEVERITY_WEIGHTS = { warn: 1, hold: 2 } as const;

export type Signal = {
  code: SignalCode;
  name: string;
  /** Shown to the reader: calm, plain, true of a post, a cover letter or a message alike. */
  message: string;
  severity: 'warn' | 'hold';
  /** Points added to the verdict (SEVERITY_WEIGHTS of its severity unless a rule below says more). */
  weight: number;
  /** Points instead of `weight` when the author's account is new (NEW_ACCOUNT_DAYS) and not verified. */
  newUnverifiedAuthorWeight?: number;
  /** suspicious_link: points instead of `weight` when a link imitates a known brand's domain. */
  lookAlikeWeight?: number;
  /** Who can raise it; both when absent. */
  speakers?: readonly ('client' | 'worker')[];
  /** Not raised once a contract exists between the two parties (sharing a work chat is normal then). */
  beforeContractOnly?: boolean;
  /** A negation ("never", "no", "don't", "without"…) earlier in the same clause cancels a phrase match. */
  negatable?: boolean;
  /** Word patterns (see the file's comment); each match is a finding unless cancelled. */
  phrases: readonly string[];
  /** Cancels a phrase match when found in the same clause before it ("we cover the…"). */
  cancelledBefore?: string;
  /** Cancels a phrase match when found in the rest of the sentence after it ("… is free of charge"). */
  cancelledAfter?: string;
  /** Cancels a phrase match when the words right after it make the tool the job's subject ("WhatsApp Business"). */
  subjectAfter?: string;
  /** Cancels a phrase match when found anywhere in the clause ("through the platform's verification"). */
  cancelledInClause?: string;
};

// Shared pieces of patterns. GAP(n): up to n characters inside the same sentence.
const GAP = (n: number) => `[^.!?;\\n]{0,${n}}?`;
const any = (...parts: string[]) => `(?:${parts.join('|')})`;

/** An amount of money with its currency before or after it: "$25", "₱1,200", "php 500", "150 usdt", "5k php". */
const MONEY = any(
  String.raw`(?:us\$|\$|₱|€|£|\bphp ?|\busd ?|\beur ?|\bgbp ?|\bp(?=\d))\d[\d,.]*(?: ?k\b)?`,
  String.raw`\b\d[\d,.]*(?: ?k)? ?(?:usd|usdt|php|pesos?|dollars?|euros?|eur|gbp|pounds?|btc)\b`,
);

/** Gift cards named as a way to pay. */
const GIFT_CARDS = String.raw`(?:(?:amazon|google ?play|itunes|apple|steam|razer|ebay|sephora)(?: gift)? ?cards?|gift ?cards?)`;

/** Ways to send money that a fee is asked in: e-wallets, remittance, money apps, gift cards, crypto. */
const WALLET = any(
  'g-?cash',
  'g cash',
  'paymaya',
  'maya',
  'pay ?pal(?:\\.me)?',
  'cash ?app',
  'venmo',
  'zelle',
  'western union',
  'moneygram',
  'palawan(?: express)?',
  'cebuana',
  'remittance',
  'coins\\.ph',
  'usdt',
  'btc',
  'bitcoin',
  'crypto',
  'ethereum',
  'binance',
  'trc-?20',
  'iban',
  GIFT_CARDS,
);

/** Messaging apps a recruiter moves a conversation to. "signal" and "line" only ever count after a contact verb. */
const MESSENGER = any(
  'telegram',
  'whats ?app',
  'signal',
  'skype',
  'discord',
  'we ?chat',
  'viber',
  'line',
  'kik',
  '(?:facebook |fb )?messenger',
  'zalo',
  'snapchat',
  'tg',
);

/** Who the worker is asked to contact: "me", "us", "our HR", "the recruiter", "my assistant". */
const ME_OR_US = any(
  'me',
  'us',
  'him',
  'her',
  'them',
  "our(?: [a-z']+){1,2}",
  "my(?: [a-z']+){1,2}",
  'the (?:hr|recruiter|manager|hiring manager|team|admin|coordinator|agent)',
);

const PREPOSITION = any('on', 'via', 'thru', 'through', 'over', 'in', 'at', 'using', 'sa');

export const SIGNALS: readonly Signal[] = [
  {
    code: 'pay_to_work',
    name: 'Pay to work',
    message: 'This asks you to pay before you start. Real employers never charge you to work.',
    severity: 'hold',
    weight: SEVERITY_WEIGHTS.hold,
    // A worker naming their own rate or how they like to be paid ("my rate is $8/h via PayPal") is not this.
    speakers: ['client'],
    negatable: true,
    phrases: [
      // A named fee, deposit or charge: "registration fee", "training fee", "refundable deposit", "starter kit cost".
      String.raw`\b(?:registration|application|processing|membership|joining|onboarding|training|certification|orientation|background[ -]?check|screening|verification|activation|slot|reservation|placement|medical|insurance|admin(?:istrative)?|handling|enrol(?:l)?ment|uniform|kit|license|licence|permit|clearance|release|visa|seminar|course|materials?|system|software|portal|access|id|interview|exam|assessment|referral|endorsement|equipment|laptop|security|refundable|upfront|up-front|one[ -]?time|mandatory|required|small|initial|deployment|setup|set-up|hiring|recruitment|agency|commitment|acceptance|approval|unlock|upgrade)[ -]+(?:fees?|charges?|deposits?)\b`,
      String.raw`\b(?:registration|application|processing|membership|training|activation|verification|slot|reservation|starter kit|kit)[ -]+(?:payments?|costs?)\b`,
      // Told to pay, send or transfer money, a fee or to a wallet: "kindly settle the ₱1,200", "you must send $50 via GCash",
      // "Send via GCash." at the start of a sentence. Not the noun: "Pay: $6/hour", "Pay is $900/month".
      String.raw`(?:\byou (?:will )?(?:need|have|must|are required|should|just need|only need|only have)(?: to)? |\bkindly |\bplease |\bpls |\bjust |\bsimply |\bmust |\bneed to |\brequired to |\bhave to |\bpaki-?)(?:first )?(?:pay|send|transfer|wire|remit|deposit|settle|cash ?in|load|top ?up)\b(?! ?(?:is|are|was|will be|rate|range|per|starts?|[:=–-]))(?:(?!invoice|timesheet|resume|portfolio|proposal|report|number|details|account name|\bcv\b)[^.!?;\n]){0,40}?(?:${MONEY}|\bfees?\b|\bdeposit\b|${WALLET}|\b(?:our|the|this|my) (?:bank )?(?:account|iban)\b)`,
      String.raw`(?:^|[.!?\n:]) {0,3}(?:first )?(?:pay|send|transfer|wire|remit|deposit|settle|cash ?in|load|top ?up)\b(?! ?(?:is|are|was|will be|rate|range|per|starts?|[:=–-]))(?:(?!invoice|timesheet|resume|portfolio|proposal|report|number|details|account name|\bcv\b)[^.!?;\n]){0,40}?(?:${MONEY}|\bfees?\b|\bdeposit\b|${WALLET}|\b(?:our|the|this|my) (?:bank )?(?:account|iban)\b)`,
      // A fee, deposit or charge to be paid through a wallet: "the fee … via GCash".
      String.raw`\b(?:fees?|deposit|charge)\b${GAP(50)}\b(?:via|through|thru|using|with|to|by|in|sa|on) (?:your |our |the )?${WALLET}`,
      // Payment "accepted" from the worker.
      String.raw`\b(?:payments? (?:is|are) (?:only )?accepted|we (?:only )?accept(?:ing)? (?:payments?|gcash|paypal|crypto))\b`,
      // Paying with gift cards: "you can pay with two Google Play gift cards".
      String.raw`\b(?:pay|paying|payment|settle|send)\b${GAP(30)}\b(?:with|using|via|in|through|as)(?: [a-z0-9]+){0,2} ${GIFT_CARDS}`,
      // A fee asked in gift cards: "we need $50 in Steam gift cards".
      String.raw`(?:${MONEY}) (?:in|of|worth of|worth) ${GIFT_CARDS}`,
      // Paying before the work starts.
      String.raw`\b(?:pay|payment|fee|deposit)\b${GAP(30)}\bbefore (?:you |your )?(?:start|begin|onboard|can start|first (?:day|shift|task)|training)`,
      // Filipino: "mag bayad ng …", "pakisend sa GCash", "magpadala ng ₱500".
      String.raw`\b(?:mag ?bayad|magbabayad|babayaran mo|bayaran mo|pakisend|paki ?send|magpadala)\b${GAP(40)}(?:${MONEY}|\bfee\b|${WALLET}(?! (?:mpin|otp|pin|number|no|account|name))|\bregistration\b)`,
      // Equipment, a kit or training to buy from "our vendor".
      String.raw`\b(?:buy|purchase|order|rent|get)\b${GAP(50)}\bfrom (?:our|the|an?) (?:(?:approved|designated|certified|accredited|partner|preferred|official|company|trusted) )*(?:vendors?|suppliers?|stores?|shops?|partners?|providers?)\b`,
      String.raw`\b(?:must|need to|required to|have to|will need to|should|are required to)(?: first)? (?:buy|purchase|pay for|order|rent|avail)\b${GAP(40)}\b(?:kit|software|license|licence|training|course|modules?|materials|uniform|package|slot|id|membership|certificate|certification)\b`,
      String.raw`\b(?:buy|purchase|avail|order|pay for) (?:our|the)(?: [a-z]+){0,2}? (?:starter kit|kit|training|course|modules?|package|program|certification|license|licence|membership|toolkit)\b`,
      // "We charge / collect / require a fee".
      String.raw`\b(?:we|company|agency)(?: will)? (?:charge|charges|collect|collects|require|requires|deduct)\b${GAP(25)}(?:${MONEY}|\bfees?\b|\bdeposit\b)`,
    ],
    // "We cover the training cost", "the company shoulders the background check fee".
    cancelledBefore: String.raw`\b(?:we|company|employer|client|they)(?: will)? (?:cover|covers|pay for|pays for|shoulder|shoulders|provide|provides|handle|handles|waive|waives|reimburse|reimburses)\b|\b(?:customers?|buyers?|shoppers?|users?)\b`,
    cancelledAfter: String.raw`\b(?:free(?: of charge)?|at no (?:cost|charge)|waived|covered|shouldered|paid by (?:us|the company|the client|the employer|your employer)|on us|not required|not needed|none|reimbursed by us)\b`,
  },
  {
    code: 'off_platform',
    name: 'Moving off the platform',
    message:
      'This asks to continue somewhere else: a messaging app, a phone number, an e-mail address or an outside form. Off the platform you lose its protection and the record of what was agreed.',
    severity: 'warn',
    weight: SEVERITY_WEIGHTS.warn,
    newUnverifiedAuthorWeight: SEVERITY_WEIGHTS.hold,
    beforeContractOnly: true,
    negatable: true,
    phrases: [
      // "contact us on Telegram", "message me on WhatsApp", "add our recruiter on Skype".
      String.raw`\b(?:contact|message|msg|text|txt|add|reach|call|chat with|talk to|talk with|ping|dm|pm|hit up|find|connect with|get in touch with|email|e-mail|write to|inbox|buzz)\b${GAP(12)}\b${ME_OR_US}\b${GAP(25)}\b${PREPOSITION}\b${GAP(8)}\b${MESSENGER}\b`,
      // "reach out on WhatsApp", "contact via Telegram".
      String.raw`\b(?:contact|message|msg|text|reach out|get in touch|dm|pm|ping|chat|talk|hmu|hit me up)\b(?: [a-z]+)? (?:on|via|thru|through|over|at) (?:my |our )?${MESSENGER}\b`,
      // "I reply faster on Telegram", "more active on WhatsApp".
      String.raw`\b(?:faster|more active|quicker|always online|online more|active more)\b (?:on|in|via|thru) ${MESSENGER}\b`,
      // "let's continue on Telegram", "we can talk more on WhatsApp".
      String.raw`\b(?:let'?s|let us|we can|we could|we will|we'll|i will|i'll|please|kindly|better|shall we|can we|could we)\b${GAP(20)}\b(?:talk|chat|continue|move|switch|proceed|discuss|communicate|connect|transfer)\b${GAP(25)}\b(?:on|to|via|over|in|thru|through)\b${GAP(6)}\b${MESSENGER}\b`,
      String.raw`\b(?:continue|proceed|move|switch|transfer|shift)\b${GAP(30)}\b(?:on|to|via|over|through)\b${GAP(6)}\b(?:telegram|whats ?app|signal|skype|we ?chat|viber|kik|(?:facebook |fb )?messenger)\b`,
      // "the interview will be held on Telegram".
      String.raw`\b(?:interview|orientation|onboarding|screening|briefing|assessment|hiring process|further (?:details|instructions|discussion)|more details|job details|next steps?)\b${GAP(40)}\b(?:on|via|thru|through|over)\b${GAP(6)}\b${MESSENGER}\b`,
      // "send your CV to our Telegram".
      String.raw`\b(?:send|forward|submit|drop)\b${GAP(30)}\b(?:resume|cv|application|details|name|photo|voice|number)\b${GAP(25)}\b(?:to|on|via|thru|through|in)\b(?: (?:our|my|the))? ${MESSENGER}\b`,
      // A messenger as a verb: "whatsapp me", "telegram us".
      String.raw`\b(?:telegram|whats ?app|viber|skype|signal|we ?chat)\b (?:me|us)\b`,
      // "join our Telegram group".
      String.raw`\b(?:join|enter)\b (?:our|my|the) (?:telegram|whats ?app|viber|signal|we ?chat|line|kik)\b (?:group|channel|gc|group chat|chat)\b`,
      // "download Telegram for the interview".
      String.raw`\b(?:download|install)\b (?:the )?(?:telegram|whats ?app|signal|viber|we ?chat|kik|line|skype)\b${GAP(20)}\b(?:to|for|and)\b${GAP(20)}\b(?:interview|contact|chat|talk|continue|communicate|apply|reach|message)`,
      // "my WhatsApp is …", "our Telegram ID:", "Telegram: hrteam", "Viber number".
      String.raw`\b(?:my|our) (?:telegram|whats ?app|viber|skype|signal|we ?chat|line|kik|messenger)(?: (?:id|handle|username|user name|number|no|account))? (?:is|:)`,
      String.raw`\b(?:telegram|whats ?app|viber|skype|we ?chat|kik)(?: (?:id|handle|username|user name|number|no|account))? ?[:=] ?@?[a-z0-9_.+]{3,}`,
      String.raw`\b(?:telegram|whats ?app|viber|skype|we ?chat|kik|line|signal) (?:id|handle|username|number)\b`,
      // "search for hiring_desk on Telegram", "look for @x on WhatsApp".
      String.raw`\b(?:search|look) (?:for|up)\b${GAP(30)}\b(?:on|in) ${MESSENGER}\b`,
      // An e-mail address with its "at" and "dot" written out: "hrteam at gmail dot com".
      String.raw`(?<=[a-z0-9._] ?[[(]? ?)(?:\bat|@) ?[\])]? ?(?:gmail|yahoo|outlook|hotmail|protonmail|proton|icloud|ymail|aol) ?[[(]? ?(?:dot|\.) ?[\])]? ?(?:com|ph|net)\b`,
    ],
    // The messenger is the job's subject: "WhatsApp Business", "our Telegram community", "Discord server".
    subjectAfter: String.raw`^ ?(?:business|community|communities|server|servers|support|customers?|users|members|moderation|moderator|api|bot|bots|ads|inbox|inboxes|channel admin|groups? of)\b`,
  },
  {
    code: 'cheque_scheme',
    name: 'Cheque or reimbursement scheme',
    message:
      'This describes a cheque or reimbursement scheme: you receive money, then buy something or pass part of it on. Such cheques bounce days later, and the money you sent is yours to lose.',
    severity: 'hold',
    weight: SEVERITY_WEIGHTS.hold,
    negatable: true,
    phrases: [
      // "we will send you a check", "you will receive a cheque for $2,400".
      String.raw`\b(?:send|mail|ship|courier|give|issue|post|deliver|receive|get|sent|mailed|issued|deposit|cash)\b${GAP(30)}\b(?:a|the|your|this|that|our) (?:(?:company|business|payroll|certified|cashier'?s|cashiers|bank|first|signing|advance|physical|paper) )?(?:check|cheque|money order)s?\b(?!-)`,
      String.raw`\b(?:mobile|remote|app|atm) (?:check |cheque )?deposit\b`,
      // Keep part, pass the rest on: "keep 10% and forward the remaining balance to our partners".
      String.raw`\b(?:keep|retain)\b${GAP(60)}\b(?:send|forward|wire|transfer|remit|use|pass)\b${GAP(15)}\b(?:rest|remainder|remaining|balance|excess|difference|leftover)\b`,
      String.raw`\b(?:forward|wire|transfer|remit|send|return|pass)\b${GAP(25)}\b(?:remaining|remainder|balance|rest|excess|extra|difference|overpayment|leftover|surplus)\b${GAP(30)}(?:\bback\b|\bto (?:our|my|your|the|a|another|other)(?: [a-z]+)? (?:partners?|vendors?|suppliers?|finance|accounts?|agents?|team|department|colleagues?|manager|company|accountant|person|contact|wallet)\b)`,
      // Money into the worker's account, to be sent on (a money mule).
      String.raw`\b(?:payments?|funds|money|transfers?)\b${GAP(40)}\b(?:to|into|in|on) (?:your|my) (?:personal )?(?:bank )?(?:account|gcash|wallet)\b${GAP(60)}\b(?:forward|transfer|wire|send|remit)\b`,
      // Buy now, reimbursed later: "buy gift cards for our client, you will be reimbursed".
      String.raw`\b(?:buy|purchase|order|pay for|get)\b[^.!?\n]{0,80}?\b(?:reimburses?|reimbursed|reimbursement|refund you|pay you back|paid back|repay|repaid)\b`,
      String.raw`\b(?:overpaid|overpayment|too much|extra amount|excess amount|more than (?:needed|agreed))\b${GAP(60)}\b(?:send|wire|transfer|return|refund|remit)\b`,
      // Gift card codes sent to the "employer".
      String.raw`\b(?:scratch|send|photos?|pictures?)\b${GAP(30)}\b(?:the codes|card codes|back of the cards?|pins? (?:of|on) the cards?)\b`,
    ],
  },
  {
    code: 'sensitive_data_request',
    name: 'Request for passwords, codes or documents',
    message:
      "This asks for a password, a one-time code, bank details or a photo of your ID. Never share these in a chat: identity checks happen only through the platform's own verification.",
    severity: 'hold',
    weight: SEVERITY_WEIGHTS.hold,
    negatable: true,
    phrases: [
      // A request verb, then "your"/"the", then what must never be shared.
      String.raw`\b(?:send|give|share|provide|forward|tell|submit|upload|text|reply with|type|enter|confirm|read|need|require|requires|want|input|dictate|email|post|drop|pakisend|paki-?send|i-?send|ibigay|what is|what's|whats|key in)\b${GAP(40)}\b(?:your|ur|the|inyong|iyong|nyo|mo|yung|ng)\b(?: [a-z0-9'-]+){0,3}? (?:passwords?|passcodes?|passwd|pin|mpin|pin code|otp|one[ -]time (?:code|password|pin)|verification code|security code|auth(?:entication)? code|2fa code|login code|sms code|(?:6|six|4|four)[ -]digit code|log ?in (?:details|credentials|info)|credentials|username and password|bank (?:login|account number|account details|details|card|card number)|online banking|account number|card number|card details|cvv|cvc|ssn|social security(?: number)?|sss(?: number)?|tin(?: number)?|mother'?s maiden name|(?:photo|picture|pic|scan|copy|selfie) of (?:your |the )?(?:id|passport|license|driver'?s license|umid|national id)|(?:id|passport) (?:photo|picture|selfie)|selfie (?:with|holding) (?:your |the )?(?:id|passport)|front and back of (?:your |the )?(?:id|card))\b`,
      // "send me a photo of your ID".
      String.raw`\b(?:send|give|share|provide|forward|submit|upload|email|need|require|want|pakisend|paki-?send)\b${GAP(20)}\b(?:photo|picture|pic|scan|copy|selfie|image)s? of (?:your|ur|the|inyong) (?:valid |government |national |company )?(?:ids?|passport|license|driver'?s license|umid|national id|bank card|credit card|debit card|card)\b`,
      // "the code we just texted you".
      String.raw`\b(?:code|otp|pin)\b (?:we|i|that we|that i|that was|which we)? ?(?:just )?(?:sent|texted|sms'?d|emailed|messaged)\b`,
      // "log in at … with your email and password" (the gap may hold the dots of an address).
      String.raw`\b(?:log ?in|sign ?in|login)\b[^!?;\n]{0,50}?\bwith (?:your )?(?:[a-z]+ ){0,3}?(?:password|credentials|otp|mpin|pin|passcode|bank login)\b`,
      // "a selfie holding your ID", said without a verb before it.
      String.raw`\bselfie (?:with|holding) (?:your |the )?(?:id|passport)\b`,
    ],
    // Identity checked the platform's way is what should happen.
    cancelledInClause: String.raw`\b(?:the platform|platform's|in-app|verification page|verified-identity|identity badge|admin tool|admin panel|official reset)\b`,
  },
  {
    code: 'crypto_task_scheme',
    name: 'Task or recharge scheme',
    message:
      'This looks like a task scheme: small paid "tasks" that soon ask you to deposit money or crypto to unlock your earnings. That money does not come back.',
    severity: 'hold',
    weight: SEVERITY_WEIGHTS.hold,
    negatable: true,
    phrases: [
      String.raw`\b(?:recharge|top[ -]?up|reload|fund)\b${GAP(30)}\b(?:your|the|ur) (?:task|work|merchant|trading|vip|commission|job) (?:account|balance|wallet)\b`,
      String.raw`\brecharge\b${GAP(30)}\b(?:usdt|crypto|account|balance|wallet)\b`,
      String.raw`\b(?:task account|task balance|negative balance|combination (?:order|task|product)s?|lucky orders?|order[ -]?grabbing|grab(?:bing)? orders?|vip level|vip \d|level \d vip|upgrade (?:your |to )?(?:vip|level|account level))\b`,
      // "complete 40 tasks to unlock your commission".
      String.raw`\b\d+ ?(?:tasks|orders|sets|products|apps)\b${GAP(50)}\b(?:unlock|withdraw|release|commission|cash out|earnings|profit)`,
      // "like and rate products for commission", "we pay 3 USDT for each product you like".
      String.raw`\b(?:like|rate|review|liking|rating|boost|optimi[sz]e|optimi[sz]ing|click|subscribe to)\b${GAP(30)}\b(?:products?|items?|apps?|hotels?|videos?|movies?|merchants?)\b${GAP(40)}\b(?:commission|usdt|per (?:task|like|rating|product|review|video)|for each)\b`,
      String.raw`(?:\busdt|\bcommission|${MONEY})${GAP(20)}\b(?:for|per) (?:each |every )?(?:products?|items?|apps?|videos?|likes?|ratings?|reviews?|tasks?|hotels?|posts?)\b${GAP(25)}\b(?:like|rate|review|watch|optimi[sz]e|boost|click)`,
      // "deposit USDT to upgrade your level".
      String.raw`\b(?:deposit|send|transfer|add|invest|recharge|top up)\b${GAP(20)}\b(?:usdt|crypto|bitcoin|btc|eth|trc-?20|money|funds)\b${GAP(40)}\b(?:upgrade|unlock|level|vip|commission|withdraw|continue|activate)`,
    ],
  },
  {
    code: 'unrealistic_pay',
    name: 'Pay too good to be true',
    message: 'The pay offered is far above what this kind of work pays. Offers that sound too good to be true usually are.',
    severity: 'warn',
    weight: SEVERITY_WEIGHTS.warn,
    newUnverifiedAuthorWeight: SEVERITY_WEIGHTS.hold,
    // Read from the amounts in the text (screen.ts, with PAY_RATES below), not from phrases.
    phrases: [],
  },
  {
    code: 'suspicious_link',
    name: 'Suspicious link',
    message:
      'This contains a shortened link or a web address that imitates a known brand. Check where a link leads before you open it, and never sign in through one.',
    severity: 'warn',
    weight: SEVERITY_WEIGHTS.warn,
    // A look-alike of a known brand's domain is there to steal a login: held on its own.
    lookAlikeWeight: SEVERITY_WEIGHTS.hold,
    // Links are read from the addresses in the text (screen.ts, with the lists below); these are
    // shorteners written out to dodge a link filter ("bit dot ly").
    phrases: [String.raw`\b(?:bit|tinyurl|cutt|goo|rebrand|ow|is|shorturl) ?[[(]? ?dot ?[\])]? ?(?:ly|com|gl|gd|at)\b`],
  },
  {
    code: 'disguised_text',
    name: 'Disguised text',
    message:
      'Parts of this are written in a disguised way (spaced-out letters, look-alike characters or digits for letters), a common way to slip past safety checks.',
    severity: 'hold',
    weight: SEVERITY_WEIGHTS.hold,
    // Never found on its own: raised by screen.ts when another signal is found only after normalisation.
    phrases: [],
  },
];

/**
 * A negation earlier in the same clause cancels a negatable phrase: "we never charge a fee",
 * "I don't use Telegram", "there is no registration fee". Not: "no experience", "no interview"
 * (scam posts say those right before the fee), "don't hesitate to contact me", "not only".
 */
/**
 * Words that talk about a scam rather than make one ("remove posts that ask for a registration
 * fee", "report anyone who moves you to Telegram"): they cancel a negatable phrase like a negation.
 */
export const MENTION = String.raw`\b(?:remove|removes|removing|report|reports|reported|reporting|flag|flags|flagged|spot|spotting|detect|ban|bans|block|recogni[sz]e|warn(?:ing)? (?:about|against)|beware of|watch out for|avoid|pretending|claiming to be)\b`;

export const NEGATION = String.raw`\b(?:never|no(?! (?:experience|exp|interview|skills?|degree|diploma|boss|quota|problem|worries|pressure|hassle|stress|more|age limit)\b)|not(?! only\b)|(?:don'?t|do not)(?! (?:hesitate|forget|miss|worry|delay|wait|reply here|respond here|answer here|apply here|be shy|be late)\b)|doesn'?t|does not|won'?t|will not|without|cannot|can'?t|neither|nor|zero|none|nothing|refuse[sd]?|rather keep|hindi|walang|wala)\b|\bfree of charge\b|\bat no (?:cost|charge)\b`;

/** Where a clause ends, looking back from a match (for negations) and forward (for `cancelledAfter`). */
export const CLAUSE_START = String.raw`[.!?;:\n,()]|\b(?:but|however|though|pero|except|unless|then)\b`;
export const SENTENCE_END = String.raw`[.!?;\n]|\b(?:but|however|though|pero)\b`;

/** How far back a negation may stand from the words it cancels (characters). */
export const NEGATION_REACH = 100;

/**
 * Pay: amounts read as "per hour / day / week / month" and compared, per currency, with what
 * no honest remote support job pays. Two thresholds a day: one for pay offered with trivial or
 * no-experience work (typing, liking posts, "1 hour a day"), one for any work. Per currency
 * because pay levels differ: ₱4,000 a day for typing is six times the Manila minimum wage.
 * Ordinary rates ("$5–8/hour", "$1,200/month", "₱25,000/month", "$35/hour" for a senior admin) stay below.
 */
export const PAY_RATES = {
  /** Working days a period counts for. */
  daysPer: { hour: 1 / 8, day: 1, week: 5, month: 22 },
  dailyThresholds: {
    usd: { trivialWork: 150, anyWork: 1000 },
    php: { trivialWork: 4000, anyWork: 25000 },
    eur: { trivialWork: 140, anyWork: 900 },
    gbp: { trivialWork: 120, anyWork: 800 },
    inr: { trivialWork: 6000, anyWork: 40000 },
  },
} as const;

/** Work that needs no skill or almost no time: high pay offered for it is the too-good-to-be-true offer. */
export const TRIVIAL_WORK = String.raw`\b(?:no (?:experience|exp|skills?|interview)|walang experience|without experience|anyone can|easy (?:money|job|work|tasks?|income)|simple (?:tasks?|job|work|documents)|typing|copy[ -]?paste|copy and paste|liking|like (?:posts|photos|videos|pages)|pag-?like|rate products|rating products|watch(?:ing)? videos|just (?:your|a) (?:phone|cellphone)|cellphone lang|using your phone|on your phone|(?:1|one|2|two)(?:-2)? hours? (?:a|per) day|(?:30|15) minutes (?:a|per) day|1-2 hours|start (?:tonight|today)|from home,? (?:1|one|2|two) hours?)\b`;

/** Link shorteners: where the link leads cannot be seen. */
export const LINK_SHORTENERS: readonly string[] = [
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'cutt.ly',
  'is.gd',
  'v.gd',
  'rebrand.ly',
  'shorturl.at',
  'ow.ly',
  'tiny.cc',
  'rb.gy',
  's.id',
  'buff.ly',
  't.ly',
  'bl.ink',
  'short.io',
  'shorte.st',
  'adf.ly',
  'qrco.de',
  'tiny.one',
  'shrtco.de',
  'surl.li',
  'tr.ee',
];

/** Links that open a chat or a form outside the platform (off_platform). */
export const CHAT_AND_FORM_LINKS: readonly string[] = [
  't.me/',
  'telegram.me/',
  'telegram.dog/',
  'wa.me/',
  'chat.whatsapp.com/',
  'api.whatsapp.com/',
  'discord.gg/',
  'discord.com/invite',
  'm.me/',
  'line.me/',
  'invite.viber.com',
  'signal.me/',
  'join.skype.com',
  'forms.gle/',
  'docs.google.com/forms',
  'form.jotform.com',
  'jotform.com/',
  'typeform.com/',
  'tally.so/',
];

/** Free e-mail providers. Any e-mail address counts as off_platform; these are listed for the documentation's examples. */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'protonmail.com',
  'icloud.com',
  'ymail.com',
  'aol.com',
];

/**
 * Brands whose domains scammers imitate: payment services, marketplaces, big employers, banks and
 * wallets of the Philippines, and this marketplace (VerifiedWork). A domain whose name contains
 * one of them (after reading digits as letters) but is not the brand's own is a look-alike.
 */
export const BRANDS: readonly string[] = [
  'paypal',
  'upwork',
  'fiverr',
  'amazon',
  'google',
  'microsoft',
  'apple',
  'facebook',
  'linkedin',
  'indeed',
  'onlinejobs',
  'jobstreet',
  'gcash',
  'paymaya',
  'metrobank',
  'netflix',
  'shopee',
  'lazada',
  'binance',
  'coinbase',
  'telegram',
  'whatsapp',
  'zoom',
  'verifiedwork',
  'dole',
  'poea',
];

/** The brands' own domains (and other well-known ones) that are never look-alikes. */
export const KNOWN_DOMAINS: readonly string[] = [
  'paypal.com',
  'paypal.me',
  'upwork.com',
  'fiverr.com',
  'amazon.com',
  'amazon.jobs',
  'amazon.co.uk',
  'google.com',
  'microsoft.com',
  'apple.com',
  'facebook.com',
  'linkedin.com',
  'indeed.com',
  'onlinejobs.ph',
  'jobstreet.com',
  'gcash.com',
  'paymaya.com',
  'metrobank.com.ph',
  'netflix.com',
  'shopee.ph',
  'lazada.com.ph',
  'binance.com',
  'coinbase.com',
  'telegram.org',
  'whatsapp.com',
  'zoom.us',
  'verifiedwork.com',
  'dole.gov.ph',
  'poea.gov.ph',
  'googleusercontent.com',
  'google-analytics.com',
];

/** Top-level domains that cost almost nothing and host most throwaway scam sites. */
export const CHEAP_TLDS: readonly string[] = [
  'xyz',
  'top',
  'icu',
  'buzz',
  'cfd',
  'sbs',
  'click',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'pw',
  'rest',
  'cyou',
  'monster',
  'online',
  'site',
  'live',
  'vip',
  'shop',
  'store',
  'work',
];

/** A domain on a cheap TLD whose name is about jobs or money ("remote-jobs-hiring.top"). */
export const JOB_BAIT_NAME = String.raw`job|hire|hiring|career|recruit|work|earn|pay|task|bonus|cash|invest|profit|salary|apply|income`;

/** Top-level domains a written-out address may end in (so "node.js" or "e.g." is not read as a link). */
export const KNOWN_TLDS: readonly string[] = [
  ...CHEAP_TLDS,
  'com',
  'net',
  'org',
  'io',
  'co',
  'ai',
  'app',
  'dev',
  'me',
  'info',
  'biz',
  'link',
  'jobs',
  'careers',
  'pro',
  'us',
  'uk',
  'ph',
  'ca',
  'au',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'eu',
  'in',
  'sg',
  'my',
  'id',
  'jp',
  'ru',
  'ly',
  'gl',
  'gg',
  'to',
  'at',
  'gd',
  'cc',
  'so',
  'tv',
  'ws',
  'la',
  'today',
  'world',
  'space',
  'website',
  'fun',
  'life',
  'email',
  'support',
  'help',
  'center',
  'services',
  'digital',
  'agency',
  'network',
  'cloud',
  'page',
  'team',
  'tech',
  'club',
];
