// A remote has no page of its own: the shell mounts its exposed pages. Nothing runs here.
export {};
