// The public surface of Payment testing (ADR 037): the one file other plugins may import from plugins/payments/,
// and only if their manifest names 'payments' in dependsOn or optionalDependsOn
// (tests/architecture/imports.test.ts). Export here what other modules may use — a part, a read, a
// type — and keep everything else in this folder private.
export {};
