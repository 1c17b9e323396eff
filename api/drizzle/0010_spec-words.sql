CREATE TABLE "spec_words" (
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "spec_words_locale_kind_code_pk" PRIMARY KEY("locale","kind","code"),
	CONSTRAINT "spec_words_kind" CHECK ("spec_words"."kind" in ('name', 'value'))
);
