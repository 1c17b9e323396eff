/**
 * A server-rendered page shows its buttons before its code has loaded. A click on one of them in that
 * moment would do nothing, so an inline script in the page's head keeps the clicked controls, and the shell
 * clicks them again once the page is hydrated (shell/src/app/early-clicks.ts). Links are left alone: they work without code.
 */
export const EARLY_CLICKS_GLOBAL = '__sfEarlyClicks';
/** Choices made in a <select> before hydration, as [select, value]: hydration sets a select back to its state. */
export const EARLY_SELECTS_GLOBAL = '__sfEarlySelects';

/** Controls whose click needs the page's code. */
const CONTROLS = 'button,[role=button],[role=tab],[role=menuitem],[role=option],[role=switch],input[type=checkbox],input[type=radio],summary';

/**
 * `<template id="sf-replay">` at the end of a built page's body holds the preload of the shell's replay code
 * (scripts/preload-plugin.ts). The inline script adds it at the first input it keeps: on a phone the code then
 * downloads with the page's own, instead of one round trip after the page's start asks for it.
 */
export const REPLAY_TEMPLATE_ID = 'sf-replay';

/** The inline script, kept to one line; the Content-Security-Policy allows exactly this text by its hash. */
export const EARLY_CLICKS_SCRIPT =
  `(function(){function r(){var t=document.getElementById('${REPLAY_TEMPLATE_ID}');if(t){t.remove();document.head.appendChild(t.content.cloneNode(true))}}` +
  `var q=window.${EARLY_CLICKS_GLOBAL}=[];document.addEventListener('click',function(e){` +
  `if(window.${EARLY_CLICKS_GLOBAL}!==q||!e.isTrusted||!(e.target instanceof Element))return;` +
  `var c=e.target.closest('${CONTROLS}');if(!c||c.disabled)return;e.preventDefault();e.stopPropagation();` +
  `if(q.indexOf(c)<0)q.push(c);r()},true);var s=window.${EARLY_SELECTS_GLOBAL}=[];document.addEventListener('change',function(e){` +
  `if(window.${EARLY_SELECTS_GLOBAL}!==s||!(e.target instanceof HTMLSelectElement))return;s.push([e.target,e.target.value]);r()},true)})()`;
