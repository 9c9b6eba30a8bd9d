// The TBX v2 entry point, write_glossary_tbx2; the writer and its dialects are glossary_tbx.h's.
#ifndef RULECORP_EMIT_GLOSSARY_TBX2_H_
#define RULECORP_EMIT_GLOSSARY_TBX2_H_

#include "emit/glossary_tbx.h"

#endif  // RULECORP_EMIT_GLOSSARY_TBX2_H_
