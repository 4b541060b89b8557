#ifndef CFFMPEG_SHIM_H
#define CFFMPEG_SHIM_H
#include <stdint.h>
// FFmpeg's function-like macros (AVERROR, AVERROR_EOF, AV_NOPTS_VALUE, ...) do not import into
// Swift; these wrappers give them names Swift can call.
int avshim_error_eof(void);
int avshim_error_eagain(void);
int64_t avshim_nopts_value(void);
#endif
