/**
 * A server-rendered page is painted from its HTML and stylesheets alone. Its scripts (the shell's entry
 * and the preloads of its start and of the route's page) wait in `<template id="sf-start">` at the end of
 * the body (scripts/preload-plugin.ts, api/src/lib/shell-page.ts), and an inline script in the head adds
 * them once the page has loaded and painted. On a slow link the page's pictures and styles then do not
 * share the line with some 180 KiB of code; the code follows at once.
 */
export const START_TEMPLATE_ID = 'sf-start';

/**
 * The inline script, kept to one line; the Content-Security-Policy allows exactly this text by its hash.
 * "Painted" is the first contentful paint on screen (its timing entry is made once the frame is shown), at
 * least two frames after `load`: the frame after `load` is drawn off the main thread, pictures decoded, after
 * a task queued from its animation frame would run. A browser without paint timing waits 20 frames.
 */
export const START_AFTER_PAINT_SCRIPT =
  `addEventListener('load',function(){var n=0;function w(){` +
  `if(++n<2||(n<20&&!performance.getEntriesByName('first-contentful-paint').length))return requestAnimationFrame(w);` +
  `setTimeout(function(){var t=document.getElementById('${START_TEMPLATE_ID}');if(t)document.body.appendChild(t.content.cloneNode(true))})}` +
  `requestAnimationFrame(w)})`;
